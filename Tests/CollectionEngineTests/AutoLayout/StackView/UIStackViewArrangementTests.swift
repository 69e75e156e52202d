@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A stack view lays its views out with rows of its own in its constraint system, not with
/// `NSLayoutConstraint` objects (`StackArrangement`): they must solve exactly as the constraints
/// they stand for, be made again only when something they are made from changes, and read only
/// their gaps again when the spacing changes.
@MainActor @Suite struct UIStackViewArrangementTests {
    // MARK: The same frames as the constraints

    /// A random stack: its settings, and a way to make its views (called once for the stack and once
    /// for the reference, so each gets views of its own).
    @MainActor private struct Configuration {
        var axis: NSLayoutConstraint.Axis
        var distribution: UIStackView.Distribution
        var alignment: UIStackView.Alignment
        var spacing: CGFloat
        var customSpacings: [Int: CGFloat]
        var marginsRelative: Bool
        var baselineRelative: Bool
        var rightToLeft: Bool
        /// A frame of its own (the stack roots its system), or sized by its content.
        var frame: CGRect?
        var margins: UIEdgeInsets
        var contents: [Content]
        var hidden: [Bool]

        enum Content {
            case sized(CGSize, hugging: Float)
            /// One line: a wrapping label settles at a width of its own, which the path the solver took
            /// to it decides where several widths fit (a fixed point of their own, not the arrangement's).
            case label(String)
        }

        init(random: inout SeededGenerator) {
            axis = Bool.random(using: &random) ? .horizontal : .vertical
            distribution = UIStackView.Distribution(rawValue: Int.random(in: 0...4, using: &random)) ?? .fill
            alignment = UIStackView.Alignment(rawValue: Int.random(in: 0...5, using: &random)) ?? .fill
            spacing = Int.random(in: 0..<6, using: &random) == 0 ? UIStackView.spacingUseSystem : CGFloat(Int.random(in: -4...12, using: &random))
            marginsRelative = Bool.random(using: &random)
            baselineRelative = Int.random(in: 0..<3, using: &random) == 0
            rightToLeft = Int.random(in: 0..<3, using: &random) == 0
            frame = Bool.random(using: &random)
                ? CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 40...400, using: &random)), height: CGFloat(Int.random(in: 40...300, using: &random)))
                : nil
            margins = UIEdgeInsets(top: CGFloat(Int.random(in: 0...10, using: &random)), left: CGFloat(Int.random(in: 0...10, using: &random)),
                                   bottom: CGFloat(Int.random(in: 0...10, using: &random)), right: CGFloat(Int.random(in: 0...10, using: &random)))
            let count = Int.random(in: 1...6, using: &random)
            contents = (0..<count).map { _ in
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let words = (0..<Int.random(in: 1...8, using: &random)).map { _ in String(repeating: "w", count: Int.random(in: 1...7, using: &random)) }
                    return .label(words.joined(separator: " "))
                }
                return .sized(CGSize(width: CGFloat(Int.random(in: 1...80, using: &random)), height: CGFloat(Int.random(in: 1...80, using: &random))),
                              hugging: [250, 251, 750][Int.random(in: 0..<3, using: &random)])
            }
            hidden = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
            customSpacings = [:]
            for index in 0..<count where Int.random(in: 0..<4, using: &random) == 0 {
                customSpacings[index] = CGFloat(Int.random(in: 0...20, using: &random))
            }
        }

        func makeViews() -> [UIView] {
            zip(contents, hidden).map { content, isHidden in
                let view: UIView
                switch content {
                case let .sized(size, hugging):
                    view = SizedView(size.width, size.height)
                    view.setContentHuggingPriority(UILayoutPriority(hugging), for: axis)
                case let .label(text):
                    let label = UILabel()
                    label.text = text
                    view = label
                }
                view.isHidden = isHidden
                return view
            }
        }

        func configure(_ view: UIView) {
            view.layoutMargins = margins
            if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        }

        /// The view in its place: a root at `frame`, or pinned by its leading and top edges in a container.
        func place(_ view: UIView) -> UIView {
            if let frame {
                view.frame = frame
                return view
            }
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            return container
        }

        /// The stack laid out, with its root (kept by the caller) and views.
        func makeStack() -> (root: UIView, stack: UIStackView, views: [UIView]) {
            let views = makeViews()
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = spacing
            stack.isLayoutMarginsRelativeArrangement = marginsRelative
            stack.isBaselineRelativeArrangement = baselineRelative
            for (index, value) in customSpacings { stack.setCustomSpacing(value, after: views[index]) }
            configure(stack)
            let root = place(stack)
            root.layoutIfNeeded()
            return (root, stack, views)
        }

        /// The same views in a plain view held by the constraints the stack stands for, laid out.
        func makeReference(settingsOf stack: UIStackView) -> (root: UIView, canvas: UIView, views: [UIView]) {
            let views = makeViews()
            let canvas = UIView()
            configure(canvas)
            for view in views { _ = constrainedSubview(of: canvas, view) }
            NSLayoutConstraint.activate(ReferenceStackConstraints(settingsOf: stack, canvas: canvas, views: views).constraints())
            let root = place(canvas)
            root.layoutIfNeeded()
            return (root, canvas, views)
        }
    }

    @Test func randomStacksLayOutExactlyAsTheConstraintsTheyStandFor() {
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            let configuration = Configuration(random: &random)
            var made: (root: UIView, stack: UIStackView, views: [UIView])?
            var reference: (root: UIView, canvas: UIView, views: [UIView])?
            let errors = constraintErrors {
                made = configuration.makeStack()
                if let made { reference = configuration.makeReference(settingsOf: made.stack) }
            }
            guard let made, let reference else { continue }
            let stackErrors = errors.filter { if case .unsatisfiable = $0 { false } else { true } }
            #expect(stackErrors.isEmpty, "seed \(seed): \(stackErrors)")
            #expect(made.stack.frame == reference.canvas.frame, "seed \(seed)")
            #expect(made.views.map(\.frame) == reference.views.map(\.frame), "seed \(seed)")
        }
    }

    // MARK: Made again only when needed

    /// A stack of three sized views 10 apart, pinned by its leading and top edges, laid out.
    private func spacedStack() -> (UIStackView, [SizedView], ViewConstraintSystem?) {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let stack = contentSizedStack(views) { $0.spacing = 10 }
        return (stack, views, stack.superview?.autoLayout?.system)
    }

    @Test func changingTheSpacingReadsTheGapsAgainWithoutMakingTheRowsAgain() throws {
        let (stack, views, system) = spacedStack()
        let rows = stack.arrangementRows.rows.count
        stack.spacing = 4
        #expect(!stack.arrangementIsStale)
        #expect(try #require(system).structureIsStale == false)
        #expect(system?.constantsAreStale == true)
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 54, 118])
        #expect(stack.arrangementRows.rows.count == rows)
    }

    @Test func changingACustomSpacingReadsTheGapsAgainWithoutMakingTheRowsAgain() throws {
        let (stack, views, system) = spacedStack()
        stack.setCustomSpacing(30, after: views[1])
        #expect(!stack.arrangementIsStale)
        #expect(try #require(system).structureIsStale == false)
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 150])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[1])
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 130])
    }

    @Test func aLayoutPassWithNothingChangedMakesNoRows() throws {
        let (stack, _, system) = spacedStack()
        stack.superview?.frame.size.width = 900
        stack.superview?.layoutIfNeeded()
        #expect(!stack.arrangementIsStale)
        #expect(try #require(system).structureIsStale == false)
    }

    @Test func hidingAViewMakesTheRowsAgain() throws {
        let (stack, views, system) = spacedStack()
        views[0].isHidden = true
        #expect(stack.arrangementIsStale)
        #expect(try #require(system).structureIsStale)
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 0, 70])
    }

    @Test func aSpacingThatBecomesNotFiniteIsReportedAndItsGapLeftOut() {
        let (stack, views, _) = spacedStack()
        let errors = constraintErrors {
            stack.spacing = .infinity
            stack.superview?.layoutIfNeeded()
        }
        #expect(errors.contains { if case .nonFiniteValue = $0 { true } else { false } })
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        stack.spacing = 2
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 52, 114])
    }

    @Test func changingTheStacksMarginsMovesItsViewsWithoutMakingTheRowsAgain() throws {
        let views = [SizedView(50, 20), SizedView(60, 20)]
        let stack = contentSizedStack(views) { $0.isLayoutMarginsRelativeArrangement = true }
        let system = try #require(stack.superview?.autoLayout?.system)
        stack.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        #expect(!stack.arrangementIsStale)
        #expect(!system.structureIsStale)
        stack.superview?.layoutIfNeeded()
        #expect(views.map(\.frame.origin) == [CGPoint(x: 6, y: 4), CGPoint(x: 56, y: 4)])
        #expect(stack.frame.size == CGSize(width: 122, height: 28))
    }

    @Test func aSecondStackOfTheSameStructureIsPlannedFromTheFirstOnesRows() throws {
        func make() -> UIStackView {
            let inner = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(20, 30)])
            inner.alignment = .center
            return contentSizedStack([inner, SizedView(40, 10)]) {
                $0.axis = .vertical
                $0.spacing = 8
            }
        }
        let first = make(), second = make()
        let firstPlan = try #require(first.superview?.autoLayout?.system?.plan)
        #expect(second.superview?.autoLayout?.system?.plan === firstPlan)
    }

    // MARK: What UIKit shows of them

    @Test func theStacksRowsAreNotListedAmongItsConstraints() {
        let (stack, views, _) = spacedStack()
        #expect(stack.constraints.isEmpty)
        #expect(views[0].constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test func aConflictNamesTheStacksRowsAsUIKitDoes() {
        let view = SizedView(10, 10)
        let errors = constraintErrors {
            let stack = laidOutStack([view], frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            view.widthAnchor.constraint(equalToConstant: 200).isActive = true
            stack.layoutIfNeeded()
        }
        guard case let .unsatisfiable(conflicting, _) = errors.first else {
            Issue.record("no conflict reported: \(errors)")
            return
        }
        #expect(conflicting.contains { $0.contains("'UISV-canvas-connection'") })
        #expect(conflicting.contains { $0.contains("width == 200") })
    }
}
