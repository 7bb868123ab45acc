#!/usr/bin/env bash
# Make build/dist/mtrdesk-<version>.dmg from build/dist/mtrdesk.app (macOS only; NOT run
# on the Linux machine this was written on; .github/workflows/installers.yml runs it on a
# hosted macOS runner). From the checkout's root, after the PyInstaller build:
#   .venv/bin/pyinstaller --distpath build/dist --workpath build/work build/mtrdesk.spec
#   build/macos/make_dmg.sh
# Signing and notarization run only when the maintainer's identity is in the environment
# (never in this repository):
#   MTRDESK_CODESIGN_IDENTITY  "Developer ID Application: NAME (TEAMID)"
#   MTRDESK_NOTARY_PROFILE     a keychain profile made once with
#                              `xcrun notarytool store-credentials PROFILE --apple-id ... --team-id ...`
# Without them the .dmg is unsigned: Gatekeeper asks the user to open it by right-click > Open.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(uname -s)" = Darwin ] || { echo "make_dmg.sh runs on macOS only (hdiutil, codesign)" >&2; exit 1; }

app=build/dist/mtrdesk.app
[ -d "$app" ] || { echo "no $app: build it first with build/mtrdesk.spec" >&2; exit 1; }
version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
dmg=build/dist/mtrdesk-$version.dmg

# --- PLACEHOLDER: signing the app (only with the maintainer's identity) -----------------
if [ -n "${MTRDESK_CODESIGN_IDENTITY:-}" ]; then
  codesign --force --deep --options runtime --timestamp \
    --sign "$MTRDESK_CODESIGN_IDENTITY" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
else
  echo "MTRDESK_CODESIGN_IDENTITY not set: the app is left unsigned" >&2
fi

# The disk image: the app and a link to /Applications to drag it onto.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "mtrdesk $version" -srcfolder "$staging" -ov -format UDZO "$dmg"

# --- PLACEHOLDER: signing and notarizing the image (only with the maintainer's identity) -
if [ -n "${MTRDESK_CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MTRDESK_CODESIGN_IDENTITY" "$dmg"
  if [ -n "${MTRDESK_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$MTRDESK_NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
  else
    echo "MTRDESK_NOTARY_PROFILE not set: the image is signed but not notarized" >&2
  fi
fi
echo "$dmg"
