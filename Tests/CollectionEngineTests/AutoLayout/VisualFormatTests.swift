import CollectionEngine
import Foundation
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints each
/// string makes, written as equations with the views' names, and the reports for strings it cannot use.
@MainActor @Suite(.serialized) struct VisualFormatTests {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let a = UIView(), b = UIView(), c = UIView()
    var views: [String: Any] { ["a": a, "b": b, "c": c] }

    init() {
        for view in [a, b, c] { superview.addSubview(view) }
    }

    /// The equations `format` makes, as `first.attribute relation [multiplier*]second.attribute + constant`.
    private func equations(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                           metrics: [String: Any]? = nil) -> [String] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(equation)
    }

    private func name(_ item: AnyObject?) -> String {
        guard let item else { return "" }
        if item === superview { return "|" }
        return views.first { ($0.value as AnyObject) === item }?.key ?? "?"
    }

    private func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
        let names: [NSLayoutConstraint.Attribute: String] = [
            .left: "left", .right: "right", .top: "top", .bottom: "bottom", .leading: "leading", .trailing: "trailing",
            .width: "width", .height: "height", .centerX: "centerX", .centerY: "centerY", .lastBaseline: "lastBaseline",
            .firstBaseline: "firstBaseline", .leftMargin: "leftMargin", .rightMargin: "rightMargin", .topMargin: "topMargin",
            .bottomMargin: "bottomMargin", .leadingMargin: "leadingMargin", .trailingMargin: "trailingMargin",
        ]
        return names[attribute] ?? "?"
    }

    private func equation(_ constraint: NSLayoutConstraint) -> String {
        let relation = [NSLayoutConstraint.Relation.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation]!
        var text = "\(name(constraint.firstItem)).\(attributeName(constraint.firstAttribute)) \(relation)"
        if constraint.secondItem != nil {
            text += " \(name(constraint.secondItem)).\(attributeName(constraint.secondAttribute))"
            if constraint.constant != 0 { text += " + \(number(constraint.constant))" }
        } else {
            text += " \(number(constraint.constant))"
        }
        if constraint.priority != .required { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
        return text
    }

    private func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    /// Runs `body` with the error handler recording, and returns what it recorded.
    private func reports(_ body: () -> Void) -> [LayoutConstraintError] {
        var recorded: [LayoutConstraintError] = []
        let previous = NSLayoutConstraint.errorHandler
        NSLayoutConstraint.errorHandler = { recorded.append($0) }
        body()
        NSLayoutConstraint.errorHandler = previous
        return recorded
    }

    // MARK: Spacing

    @Test func standardSpaceBetweenViewsIsEightPoints() {
        #expect(equations("[a]-[b]") == ["b.leading == a.trailing + 8"])
    }

    @Test func flushViewsTouch() {
        #expect(equations("[a][b]") == ["b.leading == a.trailing"])
    }

    @Test func standardSpaceToTheSuperviewIsItsLayoutMargin() {
        #expect(equations("|-[a]-|") == ["a.leading == |.leadingMargin", "|.trailingMargin == a.trailing"])
        #expect(equations("V:|-[a]-|") == ["a.top == |.topMargin", "|.bottomMargin == a.bottom"])
    }

    @Test func aFixedSpaceToTheSuperviewIsMeasuredFromItsEdge() {
        #expect(equations("|-50-[a]-50-|") == ["a.leading == |.leading + 50", "|.trailing == a.trailing + 50"])
    }

    @Test func verticalLayoutSpacesTopToBottom() {
        #expect(equations("V:[a]-10-[b]") == ["b.top == a.bottom + 10"])
    }

    @Test func aSpacingPredicateCarriesItsRelationAndPriority() {
        #expect(equations("[a]-(>=8@750)-[b]") == ["b.leading >= a.trailing + 8 @750"])
        #expect(equations("[a]-(>=8,<=20)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
    }

    @Test func metricsNameSpacingsLengthsAndPriorities() {
        let metrics: [String: Any] = ["pad": 12, "wide": CGFloat(80.5), "low": NSNumber(value: 250), "gap": 4.0]
        #expect(equations("|-pad-[a(wide@low)]-(gap)-[b]", metrics: metrics)
            == ["a.leading == |.leading + 12", "a.width == 80.5 @250", "b.leading == a.trailing + 4"])
    }

    @Test func aNegativeSpacingInParenthesesOverlapsTheViews() {
        #expect(equations("[a]-(-5)-[b]") == ["b.leading == a.trailing + -5"])
    }

    // MARK: Lengths

    @Test func aViewPredicateConstrainsTheLengthAlongTheOrientation() {
        #expect(equations("[a(>=50)]") == ["a.width >= 50"])
        #expect(equations("V:[a(100@20)]") == ["a.height == 100 @20"])
    }

    @Test func aViewNamedInAPredicateHasAnEqualLength() {
        #expect(equations("[a(==b)][b]") == ["a.width == b.width", "b.leading == a.trailing"])
    }

    @Test func multiplePredicatesMakeOneConstraintEach() {
        #expect(equations("[a(>=50,<=100@500)]") == ["a.width >= 50", "a.width <= 100 @500"])
    }

    @Test func aCompleteLineOfLayoutMakesEveryConstraintInOrder() {
        #expect(equations("|-[a]-[b]-[c(>=20)]-|") == [
            "a.leading == |.leadingMargin", "b.leading == a.trailing + 8", "c.width >= 20",
            "c.leading == b.trailing + 8", "|.trailingMargin == c.trailing",
        ])
    }

    // MARK: Options

    @Test func alignmentOptionsAlignEachViewWithTheOneBefore() {
        #expect(equations("[a][b][c]", options: [.alignAllTop, .alignAllBottom]) == [
            "b.leading == a.trailing", "c.leading == b.trailing",
            "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
        ])
        #expect(equations("V:[a][b]", options: .alignAllCenterX) == ["b.top == a.bottom", "a.centerX == b.centerX"])
    }

    @Test func leftToRightUsesAbsoluteEdges() {
        #expect(equations("|-[a]-4-[b]", options: .directionLeftToRight) == ["a.left == |.leftMargin", "b.left == a.right + 4"])
    }

    @Test func rightToLeftLaysTheFirstViewOnTheRight() {
        #expect(equations("|-2-[a]-4-[b]-|", options: .directionRightToLeft)
            == ["|.right == a.right + 2", "a.left == b.right + 4", "b.left == |.leftMargin"])
    }

    @Test func baselineSpacingMeasuresVerticalGapsBetweenBaselines() {
        #expect(equations("V:|-[a]-20-[b]", options: .spacingBaselineToBaseline)
            == ["a.top == |.topMargin", "b.firstBaseline == a.lastBaseline + 20"])
    }

    @Test func theOptionValuesAreUIKits() {
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
    }

    @Test func theConstraintsAreMadeInactive() {
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", options: [], metrics: nil, views: views)
        #expect(made.count == 2)
        #expect(made.allSatisfy { !$0.isActive })
    }

    // MARK: Laid out

    @Test func theConstraintsLayOutAsTheStringReads() {
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop, .alignAllBottom],
                                           metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(30)]", metrics: nil, views: views))
        superview.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 10, width: 148, height: 30))
        #expect(b.frame == CGRect(x: 164, y: 10, width: 148, height: 30))
    }

    @Test func aRightToLeftStringLaysTheFirstViewAtTheRight() {
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-10-[a(50)]-[b(60)]", options: [.directionRightToLeft, .alignAllTop],
                                           metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(20)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", metrics: nil, views: views))
        superview.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 192, y: 0, width: 60, height: 20))
    }

    // MARK: Reports

    @Test func aMalformedStringIsReportedWithUIKitsMessageAndMakesNothing() {
        var made: [NSLayoutConstraint]?
        let errors = reports { made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b", metrics: nil, views: views) }
        #expect(made?.isEmpty == true)
        #expect(errors.count == 1)
        #expect(errors.first?.description == "Unable to parse constraint format: \nExpected ']' \nH:|-[a]-[b \n          ^")
    }

    @Test func aNameMissingFromTheViewsIsReportedAtTheName() {
        let errors = reports { _ = equations("|-[a]-[missing]") }
        guard case let .visualFormat(error) = errors.first else { Issue.record("no report"); return }
        #expect(error.reason == "missing is not a key in the views dictionary.")
        #expect(error.position == 7)
    }

    @Test func aNameMissingFromTheMetricsIsReportedAtTheName() {
        let errors = reports { #expect(equations("[a]-gap-[b]").isEmpty) }
        guard case let .visualFormat(error) = errors.first else { Issue.record("no report"); return }
        #expect(error.reason == "gap is not a key in the metrics dictionary.")
        #expect(error.position == 4)
    }

    @Test func aSuperviewEdgeNeedsASuperview() {
        let loose = UIView()
        var made: [NSLayoutConstraint] = []
        let errors = reports { made = NSLayoutConstraint.constraints(withVisualFormat: "[x]|", metrics: nil, views: ["x": loose]) }
        #expect(made.isEmpty)
        guard case let .visualFormat(error) = errors.first else { Issue.record("no report"); return }
        #expect(error.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(error.position == 3)
    }

    @Test func alignmentAlongTheLayoutsOwnAxisIsRefused() {
        let errors = reports { #expect(equations("[a][b]", options: .alignAllLeading).isEmpty) }
        guard case let .visualFormat(error) = errors.first else { Issue.record("no report"); return }
        #expect(error.reason.hasPrefix("Options mask required views to be aligned on a horizontal edge"))
    }

    @Test(arguments: ["[a(0@0)]", "[a(5@1001)]", "[a(5@-3)]"])
    func aPriorityOutsideOneToAThousandIsRefused(format: String) {
        let errors = reports { #expect(equations(format).isEmpty) }
        #expect(errors.count == 1)
    }

    @Test func aMetricThatIsNotAFiniteNumberIsRefused() {
        let errors = reports {
            #expect(equations("[a(w)]", metrics: ["w": Double.nan]).isEmpty)
            #expect(equations("[a(w)]", metrics: ["w": "wide"]).isEmpty)
        }
        #expect(errors.count == 2)
    }

    @Test func aSpacingCannotBeAView() {
        let errors = reports { #expect(equations("[a]-(==b)-[c]").isEmpty) }
        #expect(errors.count == 1)
    }

    @Test func aValueThatIsNotAViewIsRefused() {
        let errors = reports {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "[x]", metrics: nil, views: ["x": 3]).isEmpty)
        }
        #expect(errors.count == 1)
    }
}
