import Foundation

/// Reads a visual format string into a `VisualFormat` by Apple's grammar (see `VisualFormat`), or
/// says where it stops making sense.
///
/// A recursive descent over the characters, one function per grammar symbol. Whitespace between
/// symbols is skipped.
///
/// - Complexity: O(n) in the length of the string.
struct VisualFormatParser {
    private let characters: [Character]
    private let format: String
    private var index = 0

    /// Parses `format`, or returns the first error with its position.
    static func parse(_ format: String) -> Result<VisualFormat, VisualFormatError> {
        var parser = VisualFormatParser(format: format)
        do { return .success(try parser.visualFormatString()) } catch { return .failure(error) }
    }

    private init(format: String) {
        self.format = format
        characters = Array(format)
    }

    // MARK: Grammar

    private mutating func visualFormatString() throws(VisualFormatError) -> VisualFormat {
        let orientation = try self.orientation()
        var leading: VisualFormat.SuperviewEdge?
        if peek == "|" {
            let position = index
            index += 1
            leading = VisualFormat.SuperviewEdge(connection: try connection(), position: position)
        }
        var views = [try view()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.SuperviewEdge?
        while !isAtEnd {
            let link = try connection()
            if peek == "|" {
                trailing = VisualFormat.SuperviewEdge(connection: link, position: index)
                index += 1
                break
            }
            views.append(try view())
            connections.append(link)
        }
        if !isAtEnd { throw failure("Unexpected character after the superview edge '|'") }
        return VisualFormat(orientation: orientation, leadingSuperview: leading, views: views,
                            connections: connections, trailingSuperview: trailing)
    }

    /// `(H|V):`, optional; horizontal when absent.
    private mutating func orientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        skipWhitespace()
        guard let letter = peek, letter == "H" || letter == "V" else { return .horizontal }
        // A view name cannot start the string bare, so an `H` or a `V` there is an orientation.
        index += 1
        guard peek == ":" else {
            let meaning = letter == "H" ? "horizontal" : "vertical"
            throw failure("Expected ':' after '\(letter)' to specify \(meaning) arrangement")
        }
        index += 1
        return letter == "H" ? .horizontal : .vertical
    }

    /// `e | -<predicateList>- | -`. The bare `-` is told from `-N-` by what follows it: a view or `|`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        if isAtEnd { throw failure("Expected a view") }
        let predicates = try predicateList()
        guard peek == "-" else { throw failure("Expected '-' after the spacing predicate") }
        index += 1
        if isAtEnd { throw failure("Expected a view or '|' after '-'") }
        return .predicates(predicates)
    }

    /// `[name(predicates)?]`.
    private mutating func view() throws(VisualFormatError) -> VisualFormat.ViewTerm {
        guard peek == "[" else {
            throw failure(peek == "|" ? "Unexpected '|': a superview edge must come first or last" : "Expected a view")
        }
        index += 1
        skipWhitespace()
        let position = index
        guard let name = identifier() else { throw failure("Expected a view name (a C identifier) after '['") }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateListWithParens() }
        guard peek == "]" else { throw failure("Expected ']'") }
        index += 1
        return VisualFormat.ViewTerm(name: name, position: position, predicates: predicates)
    }

    /// `<simplePredicate> | <predicateListWithParens>`.
    private mutating func predicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        if peek == "(" { return try predicateListWithParens() }
        let position = index
        if let name = identifier() {
            return [VisualFormat.Predicate(relation: .equal, object: .name(name, position: position), priority: nil, position: position)]
        }
        guard let value = number(), value >= 0 else {
            index = position
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return [VisualFormat.Predicate(relation: .equal, object: .number(value), priority: nil, position: position)]
    }

    /// `(<predicate>(,<predicate>)*)`.
    private mutating func predicateListWithParens() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // (
        var predicates = [try predicate()]
        while peek == "," {
            index += 1
            predicates.append(try predicate())
        }
        guard peek == ")" else { throw failure("Expected ')' or ','") }
        index += 1
        return predicates
    }

    /// `(<relation>)?<objectOfPredicate>(@<priority>)?`.
    private mutating func predicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        skipWhitespace()
        let position = index
        let relation = try self.relation()
        guard let object = operand() else {
            throw failure("Expected a number, a view or a key from the metrics dictionary")
        }
        var priority: VisualFormat.Operand?
        if peek == "@" {
            index += 1
            guard let value = operand() else { throw failure("Expected a priority: a number or a key from the metrics dictionary") }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    /// `== | <= | >=`, optional (equal when absent).
    private mutating func relation() throws(VisualFormatError) -> VisualFormat.Relation {
        guard let first = peek, first == "=" || first == "<" || first == ">" else { return .equal }
        index += 1
        guard current == "=" else {
            index -= 1
            throw failure("Unknown relation. Must be ==, >=, or <=")
        }
        index += 1
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number, or a name to be looked up later.
    private mutating func operand() -> VisualFormat.Operand? {
        skipWhitespace()
        let position = index
        if let name = identifier() { return .name(name, position: position) }
        return number().map { .number($0) }
    }

    // MARK: Tokens

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func identifier() -> String? {
        skipWhitespace()
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        let start = index
        while let character = current, character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// A decimal number as `strtod` reads it in the C locale: sign, digits, fraction, exponent.
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = index
        if current == "+" || current == "-" { index += 1 }
        let digitsStart = index
        skipDigits()
        if current == "." {
            index += 1
            skipDigits()
        }
        // "-", "." or "-." alone are not numbers.
        guard characters[digitsStart..<index].contains(where: \.isASCIIDigit) else {
            index = start
            return nil
        }
        if current == "e" || current == "E" {
            let exponentStart = index
            index += 1
            if current == "+" || current == "-" { index += 1 }
            let exponentDigits = index
            skipDigits()
            if index == exponentDigits { index = exponentStart }
        }
        return Double(String(characters[start..<index]))
    }

    private mutating func skipDigits() {
        while let character = current, character.isASCIIDigit { index += 1 }
    }

    private mutating func skipWhitespace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// The next character that is not whitespace, which the grammar looks at; whitespace is skipped.
    private var peek: Character? {
        mutating get {
            skipWhitespace()
            return index < characters.count ? characters[index] : nil
        }
    }

    /// The next character, whitespace included: inside a token (a name, a number, `>=`) it ends the token.
    private var current: Character? { index < characters.count ? characters[index] : nil }

    private var isAtEnd: Bool { mutating get { peek == nil } }

    private func failure(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: index)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
