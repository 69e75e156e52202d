import CX11
import CollectionEngine
import Foundation

/// A view's own look drawn once into a picture: shadow, background, image or text, border. The
/// renderer keeps the picture until the view's `displayRevision` or size changes, as Core Animation
/// keeps a layer's contents, so a frame where nothing changed only composites.
@MainActor
final class ViewContentPainter {
    private let paint: Paint
    private let text: TextSystem
    private let images: ImageStore
    let masks: ShapeMasks
    private let scale: CGFloat

    init(paint: Paint, text: TextSystem, images: ImageStore, masks: ShapeMasks, scale: CGFloat) {
        (self.paint, self.text, self.images, self.masks, self.scale) = (paint, text, images, masks, scale)
    }

    /// A drawn view: its picture is `padding` pixels larger than the view on each side (for the shadow).
    struct Drawn {
        var picture: Picture
        var width: Int
        var height: Int
        var padding: Int
    }

    /// Whether the view draws anything itself (most container views do not), given the background it shows now.
    static func hasContent(_ view: UIView, background: UIColor?) -> Bool {
        if let color = background, color.alpha > 0 { return true }
        if view.layer.borderWidth > 0 || view.layer.shadowOpacity > 0 { return true }
        if let label = view as? UILabel { return !(label.text ?? "").isEmpty }
        if let imageView = view as? UIImageView { return imageView.displayedImage != nil }
        return false
    }

    /// Whether the view is a plain rectangle of colour, which a single fill draws faster than any cache.
    static func isPlainRectangle(_ view: UIView) -> Bool {
        view.layer.cornerRadius <= 0 && view.layer.borderWidth <= 0 && view.layer.shadowOpacity <= 0
            && !(view is UILabel) && !(view is UIImageView)
    }

    func pixelSize(_ size: CGSize) -> (Int, Int)? {
        let width = size.width * scale, height = size.height * scale
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5, width <= 8192, height <= 8192 else { return nil }
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }

    /// Draws the view's own content into a new picture; nil when there is nothing to draw. A view with
    /// subviews gets its border from `drawBorder` after them, since Core Animation draws borders above
    /// sublayers.
    ///
    /// `size` and `background` are what the view shows now (its presentation), which differ from its
    /// model values while they animate.
    func draw(_ view: UIView, size: CGSize, background: UIColor?, withShadow: Bool, withBorder: Bool) -> Drawn? {
        guard let (width, height) = pixelSize(size) else { return nil }
        let layer = view.layer
        let hasShadow = withShadow && layer.shadowOpacity > 0 && layer.shadowColor != nil
        let offset = layer.shadowOffset
        // A shadow larger than the picture itself cannot look like one: the blur and offset are capped.
        let blur = hasShadow ? XNumbers.clamped(min(512, max(0, layer.shadowRadius * scale)), .up, as: Int.self) : 0
        let shift = hasShadow ? min(4096, max(abs(offset.width), abs(offset.height)) * scale) : 0
        let padding = blur + XNumbers.clamped(shift, .up, as: Int.self)
        let picture = paint.makePicture(width: width + 2 * padding, height: height + 2 * padding)
        let body = PixelRect(x0: padding, y0: padding, x1: padding + width, y1: padding + height)
        let radius = XNumbers.clamped(min(16384, max(0, layer.cornerRadius * scale)), as: Int.self)
        let corners = ShapeMasks.corners(of: layer)
        let at = PixelTransform.translation(Double(padding), Double(padding))

        if hasShadow, let shadowColor = layer.shadowColor {
            let mask = masks.mask(.shadow(width: width, height: height, radius: radius, blur: blur, corners: corners))
            let x = padding - blur + XNumbers.clamped(min(shift, max(-shift, offset.width * scale)), as: Int.self)
            let y = padding - blur + XNumbers.clamped(min(shift, max(-shift, offset.height * scale)), as: Int.self)
            let all = PixelRect(x0: 0, y0: 0, x1: width + 2 * padding, y1: height + 2 * padding)
            paint.composite(paint.solid(shadowColor, opacity: Double(min(1, max(0, layer.shadowOpacity)))),
                            width: width + 2 * blur, height: height + 2 * blur, placement: .translation(Double(x), Double(y)),
                            mask: mask, into: picture, clip: all)
        }
        // Where the picture is opaque, what a frame draws beneath it is hidden (see `Paint.opaqueArea`).
        var opaque: PixelRect?
        if let background, background.alpha > 0 {
            if radius == 0 {
                if background.alpha >= 1 { opaque = body }
                paint.fill(picture, body, color: Paint.renderColor(background))
            } else {
                paint.composite(paint.solid(background), width: width, height: height, placement: at,
                                mask: masks.mask(.fill(width: width, height: height, radius: radius, corners: corners)), into: picture, clip: body)
            }
        }
        if let imageView = view as? UIImageView, let image = imageView.displayedImage {
            let covered = drawImage(image, in: size, contentMode: imageView.contentMode, tint: imageView.tintColor, into: picture, body: body)
            if radius == 0, opaque == nil { opaque = covered }
        }
        if let opaque { paint.noteOpaque(picture, opaque) }
        if let label = view as? UILabel { drawText(of: label, into: picture, body: body) }
        if radius > 0, layer.masksToBounds {
            // Content outside the rounded corners is cut away, as masksToBounds does on iOS.
            paint.composite(masks.mask(.fill(width: width, height: height, radius: radius, corners: corners)), width: width, height: height,
                            placement: at, op: PictOpInReverse, into: picture, clip: body)
        }
        if withBorder { drawBorder(of: view, into: picture, at: padding, width: width, height: height) }
        return Drawn(picture: picture, width: width + 2 * padding, height: height + 2 * padding, padding: padding)
    }

    /// Draws a label's text or an image view's image straight into `target`, the view's body at `body`,
    /// when that is all the view draws (no background, shadow, border or rounded corners): inside a
    /// flattened card, where a picture of its own would be composited once and then only take memory.
    /// Returns false, drawing nothing, for any other view.
    func drawPlainContent(of view: UIView, size: CGSize, background: UIColor?, into target: Picture, body: PixelRect) -> Bool {
        let layer = view.layer
        guard (background?.alpha ?? 0) <= 0, layer.shadowOpacity <= 0, layer.borderWidth <= 0, layer.cornerRadius <= 0 else {
            return false
        }
        if let imageView = view as? UIImageView {
            if let image = imageView.displayedImage {
                drawImage(image, in: size, contentMode: imageView.contentMode, tint: imageView.tintColor, into: target, body: body)
            }
            return true
        }
        if let label = view as? UILabel {
            // Cut to its body, as its own picture would be.
            paint.clip(target, to: [body])
            drawText(of: label, into: target, body: body)
            paint.unclip(target)
            return true
        }
        return false
    }

    /// Composites the view's border into `picture`, whose body starts `offset` pixels in on each side.
    func drawBorder(of view: UIView, into picture: Picture, at offset: Int, width: Int, height: Int) {
        let layer = view.layer
        guard layer.borderWidth > 0, let borderColor = layer.borderColor else { return }
        let thickness = max(1, XNumbers.clamped(min(16384, layer.borderWidth * scale), as: Int.self))
        let radius = XNumbers.clamped(min(16384, max(0, layer.cornerRadius * scale)), as: Int.self)
        paint.composite(paint.solid(borderColor), width: width, height: height,
                        placement: .translation(Double(offset), Double(offset)),
                        mask: masks.mask(.border(width: width, height: height, radius: radius, thickness: thickness,
                                                          corners: ShapeMasks.corners(of: layer))),
                        into: picture, clip: PixelRect(x0: offset, y0: offset, x1: offset + width, y1: offset + height))
    }

    /// The border alone in its own picture, for a view whose subviews are drawn between its content and its border.
    func drawBorderOnly(_ view: UIView, size: CGSize) -> Drawn? {
        guard view.layer.borderWidth > 0, let (width, height) = pixelSize(size) else { return nil }
        let picture = paint.makePicture(width: width, height: height)
        drawBorder(of: view, into: picture, at: 0, width: width, height: height)
        return Drawn(picture: picture, width: width, height: height, padding: 0)
    }

    /// Draws the image as its content mode places it in `body`, a template (a symbol, unless asked
    /// otherwise) in its own tint colour or else `tint`; returns where it left the picture opaque
    /// (nil: nowhere it can tell).
    @discardableResult
    private func drawImage(_ image: UIImage, in size: CGSize, contentMode: UIView.ContentMode, tint: UIColor?, into picture: Picture,
                           body: PixelRect) -> PixelRect? {
        let color = image.isTemplate ? (image.tintColor ?? tint ?? .tintColor) : nil
        if case let .symbol(symbol) = image.source {
            drawSymbol(symbol, size: image.size, in: size, contentMode: contentMode, color: color, into: picture, body: body)
            return nil
        }
        guard let source = images.picture(for: image) else { return nil }
        let imageSize = image.size == .zero ? CGSize(width: source.width, height: source.height) : image.size
        let rect = UIImageView.imageRect(for: imageSize, in: CGRect(origin: .zero, size: size), contentMode: contentMode)
        guard rect.width > 0, rect.height > 0 else { return nil }
        let placement = PixelTransform.translation(Double(body.x0) + Double(rect.minX * scale), Double(body.y0) + Double(rect.minY * scale))
            * PixelTransform.scale(Double(rect.width * scale) / Double(source.width), Double(rect.height * scale) / Double(source.height))
        guard let color else {
            paint.composite(source.picture, width: source.width, height: source.height, placement: placement, into: picture, clip: body)
            guard source.isOpaque else { return nil }
            return Paint.opaqueArea(ofOpaque: source.width, source.height, placement: placement)?.intersection(body)
        }
        // A template: its alpha filled with the colour at its own pixels, then placed like any image.
        let tinted = paint.makePicture(width: source.width, height: source.height)
        defer { paint.free(tinted) }
        let whole = PixelRect(x0: 0, y0: 0, x1: source.width, y1: source.height)
        paint.composite(paint.solid(color), width: source.width, height: source.height, placement: .identity, mask: source.picture,
                        into: tinted, clip: whole)
        paint.composite(tinted, width: source.width, height: source.height, placement: placement, into: picture, clip: body)
        return nil
    }

    /// A symbol rasterised at the pixel size it is shown (from the icon theme, `ImageStore.symbols`),
    /// filled with `color` when it is a template.
    private func drawSymbol(_ symbol: SymbolImage, size symbolSize: CGSize, in size: CGSize, contentMode: UIView.ContentMode,
                            color: UIColor?, into picture: Picture, body: PixelRect) {
        let rect = UIImageView.imageRect(for: symbolSize, in: CGRect(origin: .zero, size: size), contentMode: contentMode)
        let width = Int((rect.width * scale).rounded()), height = Int((rect.height * scale).rounded())
        guard width > 0, height > 0, let glyph = images.symbols.picture(for: symbol, width: width, height: height) else { return }
        let placement = PixelTransform.translation((Double(body.x0) + Double(rect.minX * scale)).rounded(),
                                                   (Double(body.y0) + Double(rect.minY * scale)).rounded())
        if let color {
            paint.composite(paint.solid(color), width: width, height: height, placement: placement, mask: glyph, into: picture, clip: body)
        } else {
            paint.composite(glyph, width: width, height: height, placement: placement, into: picture, clip: body)
        }
    }

    private func drawText(of label: UILabel, into picture: Picture, body: PixelRect) {
        guard let string = label.text, !string.isEmpty, let font = text.xftFont(for: label.font) else { return }
        let available = CGFloat(body.width)
        let measure: (String) -> CGFloat = { CGFloat(self.text.pixelWidth(of: $0, font: font)) }
        let lines = ViewContentPainter.lines(of: string, numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode,
                                             width: available, measure: measure,
                                             wrap: { self.text.wrappedLines($0, width: $1, font: font, limit: $2) }) { line, width in
            self.text.truncatingTail(line, width: Int(width), font: font)
        }
        let ascent = Int(font.pointee.ascent), lineHeight = Int(font.pointee.ascent + font.pointee.descent)
        let top = body.y0 + (body.height - lines.count * lineHeight) / 2
        let color = paint.solid(label.effectiveTextColor)
        for (index, line) in lines.enumerated() {
            let lineWidth = text.shaper.shape(line.text, font: font, rightToLeft: line.isRightToLeft).pixelWidth
            let x: Int
            switch label.resolvedTextAlignment {
            case .center: x = body.x0 + (body.width - lineWidth) / 2
            case .right: x = body.x1 - lineWidth
            default: x = body.x0
            }
            text.draw(line.text, font: font, rightToLeft: line.isRightToLeft, color: color, into: picture, x: x,
                      baseline: top + index * lineHeight + ascent, visible: body.x0..<body.x1)
        }
    }

    /// The lines a label shows: wrapped by `wrap` (at a width, up to a number of lines when above 0)
    /// when it has more than one, the last cut with an
    /// ellipsis when text remains and the mode truncates (it then shows the rest of the text from
    /// where that line starts, line feeds as spaces).
    ///
    /// `truncate` cuts a line to a width with an ellipsis at its end; by default by measuring prefixes.
    /// The head and middle modes cut by measuring with `measure` (the shaped width).
    nonisolated static func lines(of text: String, numberOfLines: Int, lineBreakMode: NSLineBreakMode, width: CGFloat,
                                  measure: (String) -> CGFloat, wrap: (_ text: String, _ width: CGFloat, _ limit: Int) -> [WrappedLine],
                                  truncate: ((String, CGFloat) -> String)? = nil) -> [WrappedLine] {
        let truncates = [.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead].contains(lineBreakMode)
        func truncating(_ line: String, _ width: CGFloat) -> String {
            switch lineBreakMode {
            case .byTruncatingHead: return TextWrapping.truncatingHead(line, width: width, measure: measure)
            case .byTruncatingMiddle: return TextWrapping.truncatingMiddle(line, width: width, measure: measure)
            default: return truncate?(line, width) ?? TextWrapping.truncatingTail(line, width: width, measure: measure)
            }
        }
        func oneLine(_ text: Substring) -> String { String(text.map { $0.isNewline ? " " : $0 }) }
        if numberOfLines == 1 {
            let single = oneLine(text[...])
            return [WrappedLine(text: truncates ? truncating(single, width) : single, start: text.startIndex, isRightToLeft: nil)]
        }
        // One line more than shown tells whether text remains to be cut.
        var lines = wrap(text, max(1, width), numberOfLines > 0 ? numberOfLines + 1 : 0)
        if numberOfLines > 0, lines.count > numberOfLines {
            let last = lines[numberOfLines - 1]
            let rest = oneLine(text[last.start...])
            lines = Array(lines.prefix(numberOfLines - 1))
                + [WrappedLine(text: truncates ? truncating(rest, width) : rest, start: last.start, isRightToLeft: last.isRightToLeft)]
        }
        return lines
    }
}
