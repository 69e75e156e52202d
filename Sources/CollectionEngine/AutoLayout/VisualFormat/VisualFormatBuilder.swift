import Foundation

/// Turns a parsed `VisualFormat` into constraints: looks up its names in the metrics and views
/// dictionaries, and adds the alignment the options ask for.
///
/// Every spacing constraint reads `later.startEdge relation earlier.endEdge + constant` in the
/// direction the views flow, as UIKit writes them (`H:[a]-8-[b]` is `b.leading == a.trailing + 8`).
@MainActor
struct VisualFormatBuilder {
    let format: VisualFormat
    let source: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// The constraints the format describes, inactive; or the first problem found, and none.
    func build() -> Result<[NSLayoutConstraint], VisualFormatError> {
        do { return .success(try constraints()) } catch { return .failure(error) }
    }

    private func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let axis = try FlowAxis(orientation: format.orientation, options: options, failure: failure)
        let items = try format.views.map { term throws(VisualFormatError) in try view(named: term.name, at: term.position) }
        var made: [NSLayoutConstraint] = []
        if let edge = format.leadingSuperview, let first = items.first {
            let superview = try self.superview(of: first, at: edge.position)
            made += try spacing(edge.connection, from: .superview(superview), to: .view(first), axis: axis)
        }
        for (index, term) in format.views.enumerated() {
            made += try lengthConstraints(term, of: items[index], axis: axis)
            if index > 0 {
                made += try spacing(format.connections[index - 1], from: .view(items[index - 1]), to: .view(items[index]), axis: axis)
            }
        }
        if let edge = format.trailingSuperview, let last = items.last {
            let superview = try self.superview(of: last, at: edge.position)
            made += try spacing(edge.connection, from: .view(last), to: .superview(superview), axis: axis)
        }
        made += alignment(of: items, attributes: axis.alignedAttributes)
        return made
    }

    // MARK: Spacing along the axis

    /// One end of a connection: a view, or the superview's inner edge.
    private enum End {
        case view(UIView)
        case superview(UIView)

        var item: UIView {
            switch self {
            case let .view(view), let .superview(view): view
            }
        }

        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    /// The constraints of one connection between `earlier` and `later` (in the order the views flow).
    private func spacing(_ connection: VisualFormat.Connection, from earlier: End, to later: End,
                         axis: FlowAxis) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let atSuperview = earlier.isSuperview || later.isSuperview
        let baselines = axis.baselineSpacing && !atSuperview
        // The edge of each end that faces the other: a view's end edge faces what follows it; the
        // leading superview's start edge faces its first view.
        var earlierAttribute = earlier.isSuperview ? axis.start : baselines ? .lastBaseline : axis.end
        var laterAttribute = later.isSuperview ? axis.end : baselines ? .firstBaseline : axis.start
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush:
            predicates = [.exactly(0)]
        case .standard where atSuperview:
            // `|-[a]` keeps the view on the superview's layout margin, as UIKit does since iOS 8.
            if earlier.isSuperview { earlierAttribute = axis.startMargin } else { laterAttribute = axis.endMargin }
            predicates = [.exactly(0)]
        case .standard:
            predicates = [.exactly(Double(systemSpacing))]
        case let .predicates(list):
            predicates = list
        }
        return try predicates.map { predicate throws(VisualFormatError) in
            // In a right-to-left flow, the later view's right edge meets the earlier one's left edge.
            let (first, firstAttribute, second, secondAttribute) = axis.reversed
                ? (earlier.item, earlierAttribute, later.item, laterAttribute)
                : (later.item, laterAttribute, earlier.item, earlierAttribute)
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: predicate.relation.layoutRelation,
                                                toItem: second, attribute: secondAttribute, multiplier: 1,
                                                constant: CGFloat(try number(predicate.object)))
            constraint.priority = try priority(predicate.priority)
            return constraint
        }
    }

    // MARK: Lengths and alignment

    /// `[a(>=50,==b)]`: the view's length along the axis against constants or other views' lengths.
    private func lengthConstraints(_ term: VisualFormat.ViewTerm, of view: UIView, axis: FlowAxis) throws(VisualFormatError) -> [NSLayoutConstraint] {
        try term.predicates.map { predicate throws(VisualFormatError) in
            let relation = predicate.relation.layoutRelation
            let constraint: NSLayoutConstraint
            if let other = try otherView(predicate.object) {
                constraint = NSLayoutConstraint(item: view, attribute: axis.length, relatedBy: relation, toItem: other,
                                                attribute: axis.length, multiplier: 1, constant: 0)
            } else {
                constraint = NSLayoutConstraint(item: view, attribute: axis.length, relatedBy: relation, toItem: nil,
                                                attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(try number(predicate.object)))
            }
            constraint.priority = try priority(predicate.priority)
            return constraint
        }
    }

    /// Each view aligned with the one before it on every attribute the options name.
    private func alignment(of items: [UIView], attributes: [NSLayoutConstraint.Attribute]) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        for (earlier, later) in zip(items, items.dropFirst()) {
            for attribute in attributes {
                made.append(NSLayoutConstraint(item: earlier, attribute: attribute, relatedBy: .equal, toItem: later,
                                               attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    // MARK: Looking names up

    /// A number as written, or the value of the metric it names.
    private func number(_ operand: VisualFormat.Operand) throws(VisualFormatError) -> Double {
        switch operand {
        case let .number(value):
            return value
        case let .name(name, position):
            guard let value = metrics[name] else { throw failure("\(name) is not a key in the metrics dictionary.", at: position) }
            guard let number = Self.number(value), number.isFinite else {
                throw failure("The metric \(name) is not a finite number", at: position)
            }
            return number
        }
    }

    /// The view a view's predicate names (`[a(==b)]`), when its name is a view's and not a metric's.
    private func otherView(_ operand: VisualFormat.Operand) throws(VisualFormatError) -> UIView? {
        guard case let .name(name, position) = operand, metrics[name] == nil, views[name] != nil else { return nil }
        return try view(named: name, at: position)
    }

    private func priority(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> UILayoutPriority {
        guard let operand else { return .required }
        let value = try number(operand)
        guard value > 0, value <= 1000 else {
            throw failure("Priority must be greater than 0 and less than or equal to 1000", at: Self.position(of: operand))
        }
        return UILayoutPriority(Float(value))
    }

    private func view(named name: String, at position: Int) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else { throw failure("\(name) is not a key in the views dictionary.", at: position) }
        guard let view = value as? UIView else { throw failure("\(name) in the views dictionary is not a view.", at: position) }
        return view
    }

    private func superview(of view: UIView, at position: Int) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw failure("Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
        }
        return superview
    }

    /// The numbers a Swift metrics dictionary holds: `["padding": 8]` stores an `Int`.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private static func position(of operand: VisualFormat.Operand) -> Int {
        if case let .name(_, position) = operand { return position }
        return 0
    }

    private func failure(_ reason: String, at position: Int) -> VisualFormatError {
        VisualFormatError(reason: reason, format: source, position: position)
    }
}

/// The attributes one visual format string works with, chosen by its orientation and options.
private struct FlowAxis {
    var start: NSLayoutConstraint.Attribute
    var end: NSLayoutConstraint.Attribute
    var startMargin: NSLayoutConstraint.Attribute
    var endMargin: NSLayoutConstraint.Attribute
    var length: NSLayoutConstraint.Attribute
    /// Right to left: items swap sides in each spacing constraint.
    var reversed = false
    /// Vertical spacing measured from one view's last baseline to the next one's first.
    var baselineSpacing = false
    var alignedAttributes: [NSLayoutConstraint.Attribute] = []

    init(orientation: VisualFormat.Orientation, options: NSLayoutConstraint.FormatOptions,
         failure: (String, Int) -> VisualFormatError) throws(VisualFormatError) {
        switch (orientation, options.intersection(.directionMask)) {
        case (.vertical, _):
            (start, end, startMargin, endMargin, length) = (.top, .bottom, .topMargin, .bottomMargin, .height)
            baselineSpacing = options.contains(.spacingBaselineToBaseline)
        case (.horizontal, .directionLeftToRight):
            (start, end, startMargin, endMargin, length) = (.left, .right, .leftMargin, .rightMargin, .width)
        case (.horizontal, .directionRightToLeft):
            (start, end, startMargin, endMargin, length) = (.right, .left, .rightMargin, .leftMargin, .width)
            reversed = true
        default:
            (start, end, startMargin, endMargin, length) = (.leading, .trailing, .leadingMargin, .trailingMargin, .width)
        }
        alignedAttributes = NSLayoutConstraint.FormatOptions.alignmentAttributes.filter { options.contains($0.option) }.map(\.attribute)
        let lengthAxis: NSLayoutConstraint.Axis = orientation == .horizontal ? .horizontal : .vertical
        if alignedAttributes.contains(where: { $0.axis == lengthAxis }) {
            let edge = orientation == .horizontal ? "horizontal" : "vertical"
            throw failure("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", 0)
        }
    }
}

extension VisualFormat.Predicate {
    /// `== value` at required priority: what a bare `-` or a flush connection means.
    static func exactly(_ value: Double) -> VisualFormat.Predicate {
        VisualFormat.Predicate(relation: .equal, object: .number(value), priority: nil, position: 0)
    }
}

extension VisualFormat.Relation {
    var layoutRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
