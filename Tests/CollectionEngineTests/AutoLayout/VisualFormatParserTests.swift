@testable import CollectionEngine
import Foundation
import Testing

/// The visual format grammar, read into values: which strings parse to what, and which fail where.
@Suite struct VisualFormatParserTests {
    private func parsed(_ format: String) -> VisualFormat? {
        try? VisualFormatParser.parse(format).get()
    }

    private func failure(_ format: String) -> VisualFormatError? {
        if case let .failure(error) = VisualFormatParser.parse(format) { return error }
        return nil
    }

    private func equal(_ value: Double, priority: VisualFormat.Operand? = nil, at position: Int) -> VisualFormat.Predicate {
        .init(relation: .equal, object: .number(value), priority: priority, position: position)
    }

    // MARK: Valid strings

    @Test func aLoneViewIsHorizontalWithNoSuperviewEdges() {
        #expect(parsed("[button]") == VisualFormat(orientation: .horizontal, leadingSuperview: nil,
                                                   views: [.init(name: "button", position: 1, predicates: [])],
                                                   connections: [], trailingSuperview: nil))
    }

    @Test func orientationPrefixesChooseTheAxis() {
        #expect(parsed("H:[a]")?.orientation == .horizontal)
        #expect(parsed("V:[a]")?.orientation == .vertical)
    }

    @Test func aBareDashIsStandardSpacingAndNothingIsFlush() {
        let format = parsed("[a]-[b][c]")
        #expect(format?.views.map(\.name) == ["a", "b", "c"])
        #expect(format?.connections == [.standard, .flush])
    }

    @Test func superviewEdgesKeepTheirConnectionAndPosition() {
        let format = parsed("|-50-[purpleBox]-|")
        #expect(format?.leadingSuperview == .init(connection: .predicates([equal(50, at: 2)]), position: 0))
        #expect(format?.trailingSuperview == .init(connection: .standard, position: 17))
    }

    @Test func aSimplePredicateMayBeAMetricName() {
        #expect(parsed("[a]-padding-[b]")?.connections == [
            .predicates([.init(relation: .equal, object: .name("padding", position: 4), priority: nil, position: 4)]),
        ])
    }

    @Test func aParenthesisedConnectionTakesRelationAndPriority() {
        #expect(parsed("V:|-(>=8@750)-[a]")?.leadingSuperview?.connection == .predicates([
            .init(relation: .greaterThanOrEqual, object: .number(8), priority: .number(750), position: 5),
        ]))
    }

    @Test func aViewPredicateListHoldsEveryPredicateInOrder() {
        #expect(parsed("[a(>=50,<=100@500)]")?.views.first?.predicates == [
            .init(relation: .greaterThanOrEqual, object: .number(50), priority: nil, position: 3),
            .init(relation: .lessThanOrEqual, object: .number(100), priority: .number(500), position: 8),
        ])
    }

    @Test func aViewPredicateMayNameAnotherViewOrAMetricPriority() {
        #expect(parsed("[button1(==button2@high)]")?.views.first?.predicates == [
            .init(relation: .equal, object: .name("button2", position: 11), priority: .name("high", position: 19), position: 9),
        ])
    }

    @Test func numbersReadAsStrtodReadsThem() {
        #expect(parsed("[a(-5)]")?.views.first?.predicates.first?.object == .number(-5))
        #expect(parsed("[a(2.5)]")?.views.first?.predicates.first?.object == .number(2.5))
        #expect(parsed("[a(.5)]")?.views.first?.predicates.first?.object == .number(0.5))
        #expect(parsed("[a(1e2)]")?.views.first?.predicates.first?.object == .number(100))
        #expect(parsed("|-(-12)-[a]")?.leadingSuperview?.connection == .predicates([equal(-12, at: 3)]))
    }

    @Test func aCompleteLineOfLayoutParses() {
        let format = parsed("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(format?.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(format?.connections == [.standard, .standard])
        #expect(format?.leadingSuperview?.connection == .standard)
        #expect(format?.trailingSuperview?.connection == .standard)
    }

    @Test func whitespaceBetweenSymbolsIsSkipped() {
        #expect(parsed(" V: | - 8 - [ a ( >= 10 ) ] | ") == parsed("V:|-8-[a(>=10)]|").map {
            var spaced = $0
            spaced.leadingSuperview?.position = 4
            spaced.leadingSuperview?.connection = .predicates([equal(8, at: 8)])
            spaced.views[0].position = 14
            spaced.views[0].predicates[0].position = 18
            spaced.trailingSuperview?.position = 28
            return spaced
        })
    }

    @Test func identifiersAreCIdentifiers() {
        #expect(parsed("[_view2]")?.views.first?.name == "_view2")
        #expect(failure("[2view]")?.position == 1)
    }

    // MARK: Invalid strings

    @Test func aMissingColonAfterTheOrientationIsReportedAtTheColon() {
        let error = failure("V|[backgroundBox]|")
        #expect(error?.reason == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(error?.position == 1)
    }

    @Test func theReportReadsLikeUIKitsWithACaretUnderThePosition() {
        let error = failure("H:[a]-[b")
        #expect(error?.description == "Unable to parse constraint format: \nExpected ']' \nH:[a]-[b \n        ^")
    }

    @Test(arguments: [
        ("", 0), ("H:", 2), ("|", 1), ("[a]-", 4), ("[a", 2), ("[]", 1), ("[a(]", 3), ("[a(>=)]", 5),
        ("[a(=5)]", 3), ("[a(<5)]", 3), ("[a(5@)]", 5), ("[a(5,)]", 5), ("[a(5]", 4), ("[a]-(8-[b]", 6),
        ("[a]--5-[b]", 4), ("[a]-8[b]", 5), ("[a]|[b]", 4), ("|[a]|-[b]", 5), ("[a]-8-", 6), ("|-x|", 3),
        ("[a]b", 3), ("Hello", 1), ("[a]-(8)[b]", 7), ("[a]-5e-[b]", 5),
    ])
    func malformedStringsFailAtTheFirstCharacterThatCannotContinueThem(format: String, position: Int) {
        #expect(failure(format)?.position == position, "\(format)")
    }
}
