#!/usr/bin/env bash
# Sets up this machine for the dlconfig plan: NVIDIA driver, CUDA toolkit only when the
# plan compiles CUDA code, then the Python environment. Safe to run again: each step
# checks first and changes nothing that is already right. Uses sudo only to install
# system packages.
set -euo pipefail

# shellcheck disable=SC1003,SC1110,SC1111,SC1112,SC2016 # a literal name, never expanded
PROJECT_NAME=resnet-finetune
ENV_NAME=resnet-finetune
PYTHON_VERSION=3.12
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BUNDLE_DIR="$(dirname "$SCRIPT_DIR")"

log() { printf '==> %s\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }
# version_ge A B: true when version A >= version B.
version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
log "Project ${PROJECT_NAME}: environment ${ENV_NAME}, Python ${PYTHON_VERSION}"
DRIVER_MIN=570.26
CUDA_VERSION=12.8
NEEDS_TOOLKIT=0
USES_GPU=1

[ "$(uname -s)" = "Linux" ] || die "this script is for Linux; see README.md for your system."
OS_ID="unknown"
OS_VERSION=""
if [ -r /etc/os-release ]; then
    # Read in a subshell so that os-release cannot change this script's variables.
    # shellcheck disable=SC1091
    OS_ID="$(. /etc/os-release && printf '%s' "${ID:-unknown}")"
    # shellcheck disable=SC1091
    OS_VERSION="$(. /etc/os-release && printf '%s' "${VERSION_ID:-}")"
fi

# ---- NVIDIA driver ----
if [ "$USES_GPU" = "1" ]; then
    if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi >/dev/null 2>&1; then
        DRIVER="$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n1)"
        log "NVIDIA driver ${DRIVER} is installed"
        if [ -n "$DRIVER_MIN" ] && ! version_ge "$DRIVER" "$DRIVER_MIN"; then
            die "driver ${DRIVER} is older than ${DRIVER_MIN}, which CUDA ${CUDA_VERSION} needs: update it and re-run."
        fi
    elif [ "$OS_ID" = "ubuntu" ]; then
        log "Installing the NVIDIA driver from Ubuntu's packages (ubuntu-drivers)"
        $SUDO apt-get update
        $SUDO apt-get install -y ubuntu-drivers-common
        $SUDO ubuntu-drivers install
        log "Driver installed: reboot, then run this script again to continue."
        exit 0
    else
        die "no working NVIDIA driver: install one from your distribution or NVIDIA's repository (https://docs.nvidia.com/datacenter/tesla/driver-installation-guide/), reboot and re-run."
    fi
fi

# ---- CUDA toolkit (only to compile CUDA code) ----
if [ "$NEEDS_TOOLKIT" = "1" ]; then
    if command -v nvcc >/dev/null 2>&1 && nvcc --version | grep -q "release ${CUDA_VERSION}"; then
        log "CUDA toolkit ${CUDA_VERSION} is installed"
    elif [ "$OS_ID" = "ubuntu" ]; then
        REPO="ubuntu${OS_VERSION//./}"
        log "Installing CUDA toolkit ${CUDA_VERSION} from NVIDIA's ${REPO} repository"
        KEYRING_DEB="$(mktemp --suffix=.deb)"
        curl -fsSL -o "$KEYRING_DEB" "https://developer.download.nvidia.com/compute/cuda/repos/${REPO}/x86_64/cuda-keyring_1.1-1_all.deb"
        $SUDO dpkg -i "$KEYRING_DEB"
        rm -f "$KEYRING_DEB"
        $SUDO apt-get update
        $SUDO apt-get install -y "cuda-toolkit-${CUDA_VERSION//./-}"
    else
        die "install CUDA toolkit ${CUDA_VERSION} from NVIDIA's repository for your distribution and re-run."
    fi
else
    log "No CUDA toolkit needed: the framework's wheels bring the CUDA libraries"
fi

# dlconfig-cli apply runs the system steps alone and sets up the environment with uv.
if [ "${DLCONFIG_SYSTEM_ONLY:-0}" = "1" ]; then
    log "System steps done."
    exit 0
fi

# ---- Python environment (venv) ----
log "Setting up the environment for ${PROJECT_NAME}"
PYTHON_BIN="$(command -v "python${PYTHON_VERSION}" || command -v python3 || true)"
[ -n "$PYTHON_BIN" ] || die "python3 not found: install Python ${PYTHON_VERSION} and re-run."
FOUND_PY="$("$PYTHON_BIN" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
if [ "$FOUND_PY" != "$PYTHON_VERSION" ]; then
    log "warning: the plan pins Python ${PYTHON_VERSION}; using ${FOUND_PY} from ${PYTHON_BIN}"
fi
VENV_DIR="$BUNDLE_DIR/.venv"
case "$BUNDLE_DIR" in
    # Under WSL the bundle may sit on the Windows file system: the environment goes to the
    # Linux home (the Windows side is slow and keeps no Linux permissions).
    /mnt/*) VENV_DIR="${HOME}/.venvs/${ENV_NAME}" ;;
    *) ;;
esac
if [ ! -x "$VENV_DIR/bin/python" ]; then
    if ! "$PYTHON_BIN" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        # A fresh Ubuntu has python3 without its venv module; only this script's own
        # environment needs it (apply builds its environment with uv).
        command -v apt-get >/dev/null 2>&1 || die "Python's venv module is missing: install python${FOUND_PY}-venv and re-run."
        log "Installing python${FOUND_PY}-venv (Python's venv module)"
        ${SUDO} apt-get update
        ${SUDO} apt-get install -y "python${FOUND_PY}-venv"
    fi
    "$PYTHON_BIN" -m venv "$VENV_DIR"
fi
log "Python environment: ${VENV_DIR}"
"$VENV_DIR/bin/python" -m pip install --upgrade pip
"$VENV_DIR/bin/python" -m pip install -r "$BUNDLE_DIR/requirements.txt"
RUN_PY=("$VENV_DIR/bin/python")

# ---- Check ----
log "Checking the environment"
"${RUN_PY[@]}" "$BUNDLE_DIR/scripts/verify_env.py"
log "Done."
