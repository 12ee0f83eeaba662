import { createRequire } from 'node:module';

/*
 * Two fixes to exceljs 4.4's XML text handling, applied once by whoever imports this module (the XLSX reader
 * and writer). Both patch exceljs' shared utils object, which its XML code looks up at each call.
 */
const exceljsUtils = createRequire(import.meta.url)('exceljs/lib/utils/utils.js') as {
  xmlDecode?: (text: string) => string;
  xmlEncode?: (text: string) => string;
};

// Reading: exceljs decodes XML entities a second time in text cells (`t="str"`, `t="inlineStr"`), after its XML
// parser already did: a cell holding the literal text "&amp;" comes back as "&". Every caller of
// utils.xmlDecode applies it to already-decoded parser output, so making it the identity is the fix.
if (typeof exceljsUtils.xmlDecode === 'function') exceljsUtils.xmlDecode = (text) => text;

// Writing: a raw carriage return in XML text is turned into a line feed by every XML parser (line-end
// normalisation), so "a\r\nb" would come back as "a\nb". Written as the character reference &#13; it survives.
const encode = exceljsUtils.xmlEncode;
if (typeof encode === 'function' && !(encode as { keepsCarriageReturns?: boolean }).keepsCarriageReturns) {
  const keepingCarriageReturns = (text: string) => encode(text).replaceAll('\r', '&#13;');
  exceljsUtils.xmlEncode = Object.assign(keepingCarriageReturns, { keepsCarriageReturns: true });
}
