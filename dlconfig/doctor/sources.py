"""Where each finding's advice is documented (official pages and maintainers' threads)."""

from __future__ import annotations

NVIDIA_DRIVERS = "https://www.nvidia.com/en-us/drivers/"
CUDA_COMPATIBILITY = "https://docs.nvidia.com/deploy/cuda-compatibility/"
CUDA_INSTALL_LINUX = "https://docs.nvidia.com/cuda/cuda-installation-guide-linux/"
CUDA_WSL = "https://docs.nvidia.com/cuda/wsl-user-guide/index.html"
CONTAINER_TOOLKIT = (
    "https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html"
)
DOCKER_INSTALL = "https://docs.docker.com/engine/install/"
PYTORCH_LOCAL = "https://pytorch.org/get-started/locally/"
TENSORFLOW_PIP = "https://www.tensorflow.org/install/pip"
WSL_CONFIG = "https://learn.microsoft.com/en-us/windows/wsl/wsl-config"
WSL_CONFIG_ENCODING = "https://github.com/MicrosoftDocs/WSL/issues/1174"
WSL_FILESYSTEMS = "https://learn.microsoft.com/en-us/windows/wsl/filesystems"
UBUNTU_RELEASES = "https://ubuntu.com/about/release-cycle"
