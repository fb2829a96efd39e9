"""The torch of the user's environment, read from its torch/version.py (envprobe.installed_torch):
what a build without CUDA decides (torch.cuda.is_available(), HF360, HF361), and that nothing is
decided without one (h199)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hflint.catalog import CatalogError, load_catalog, load_entry, recorded_torch
from hflint.core.engine import Settings, analyze
from hflint.envprobe import TorchBuild, clear_caches, installed_torch
from hflint.versions import header, release_for_check

REPO = Path(__file__).resolve().parents[2]
CATALOG = load_catalog()

CPU_VERSION_PY = """from typing import Optional

__all__ = ['__version__', 'debug', 'cuda', 'git_version', 'hip', 'rocm', 'xpu']
__version__ = '2.13.0+cpu'
debug = False
cuda: Optional[str] = None
git_version = 'cf30153c4c131c8164ee7798e5022d810682e2cb'
hip: Optional[str] = None
rocm: Optional[str] = None
xpu: Optional[str] = None
"""
CUDA_VERSION_PY = CPU_VERSION_PY.replace("'2.13.0+cpu'", "'2.13.0+cu124'").replace(
    "cuda: Optional[str] = None", "cuda: Optional[str] = '12.4'"
)
ROCM_VERSION_PY = CPU_VERSION_PY.replace("'2.13.0+cpu'", "'2.13.0+rocm6.2'").replace(
    "hip: Optional[str] = None", "hip: Optional[str] = '6.2.41133'"
)

OFFLOADED = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, cache_implementation="offloaded")
"""


def make_env(root: Path, version_py: str | None, *, dist: bool = True, transformers: str | None = "5.23.0") -> Path:
    """A virtualenv's layout: pyvenv.cfg, site-packages with torch (and transformers) as pip leaves them."""
    site = root / "lib" / "python3.11" / "site-packages"
    site.mkdir(parents=True)
    (root / "pyvenv.cfg").write_text("home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.9\n")
    if version_py is not None:
        (site / "torch").mkdir()
        (site / "torch" / "version.py").write_text(version_py)
        if dist:
            meta = site / "torch-2.13.0.dist-info"
            meta.mkdir()
            (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: torch\nVersion: 2.13.0\n\n")
    if transformers is not None:
        meta = site / f"transformers-{transformers}.dist-info"
        meta.mkdir()
        (meta / "METADATA").write_text(f"Metadata-Version: 2.1\nName: transformers\nVersion: {transformers}\n\n")
    return root


@pytest.fixture(autouse=True)
def _fresh():
    clear_caches()
    yield
    clear_caches()


def cpu_build() -> TorchBuild:
    return TorchBuild("2.13.0+cpu", None, None, ".venv", Path(".venv/torch/version.py"))


def test_a_cpu_wheel_is_read_as_built_without_cuda(tmp_path):
    env = make_env(tmp_path / ".venv", CPU_VERSION_PY)
    build = installed_torch(env)
    assert build is not None and build.cpu_only
    assert (build.version, build.cuda, build.hip) == ("2.13.0+cpu", None, None)
    assert build.file == env / "lib" / "python3.11" / "site-packages" / "torch" / "version.py"
    # (the interpreter's path names the same environment)
    assert installed_torch(env / "bin" / "python") is None or installed_torch(env / "bin" / "python") == build


def test_cuda_and_rocm_builds_are_not_cpu_only(tmp_path):
    cuda = installed_torch(make_env(tmp_path / "a", CUDA_VERSION_PY))
    rocm = installed_torch(make_env(tmp_path / "b", ROCM_VERSION_PY))
    assert cuda is not None and not cuda.cpu_only and cuda.cuda == "12.4"
    assert rocm is not None and not rocm.cpu_only and rocm.hip == "6.2.41133"
    assert "built with CUDA 12.4" in cuda.describe()


@pytest.mark.parametrize(
    "version_py",
    [
        CPU_VERSION_PY.replace("cuda: Optional[str] = None\n", ""),  # no cuda field
        CPU_VERSION_PY + "cuda = '12.1'\n",  # written twice
        CPU_VERSION_PY.replace("cuda: Optional[str] = None", "cuda = get_cuda()"),  # not a literal
        CPU_VERSION_PY.replace("cuda: Optional[str] = None", "cuda = ''"),  # empty
    ],
)
def test_a_version_file_that_does_not_say_plainly_is_unknown(tmp_path, version_py):
    assert installed_torch(make_env(tmp_path / ".venv", version_py)) is None


def test_torch_without_its_metadata_or_absent_is_unknown(tmp_path):
    assert installed_torch(make_env(tmp_path / "a", CPU_VERSION_PY, dist=False)) is None
    assert installed_torch(make_env(tmp_path / "b", None)) is None
    assert installed_torch(tmp_path / "missing") is None


def test_folders_put_first_win_as_on_pythonpath(tmp_path):
    env = make_env(tmp_path / "venv", CUDA_VERSION_PY)
    first = tmp_path / "extra"
    (first / "torch").mkdir(parents=True)
    (first / "torch" / "version.py").write_text(CPU_VERSION_PY)
    (first / "torch-2.13.0+cpu.dist-info").mkdir()
    build = installed_torch(env, first=[first])
    assert build is not None and build.cpu_only and build.file == first / "torch" / "version.py"
    # (a folder without torch is passed over)
    assert installed_torch(env, first=[tmp_path]).cuda == "12.4"


def test_check_header_names_the_torch_also_under_an_explicit_release(tmp_path):
    env = make_env(tmp_path / ".venv", CPU_VERSION_PY)
    (tmp_path / "a.py").write_text(OFFLOADED)
    detected = release_for_check(CATALOG, None, None, None, str(env), [str(tmp_path / "a.py")], environ={})
    assert detected.version == "5.23.0" and detected.torch is not None and detected.torch.cpu_only
    assert "torch 2.13.0+cpu, built without CUDA" in header(detected)
    explicit = release_for_check(CATALOG, "5.15.0", None, None, str(env), [str(tmp_path / "a.py")], environ={})
    assert explicit.version == "5.15.0" and explicit.torch == detected.torch
    # (the project's own .venv, found without --python)
    found = release_for_check(CATALOG, None, None, None, None, [str(tmp_path / "a.py")], environ={})
    assert found.torch is not None and found.torch.cpu_only


def test_cli_flags_hf360_only_with_a_cpu_only_environment(tmp_path):
    import subprocess

    (tmp_path / "a.py").write_text(OFFLOADED)
    make_env(tmp_path / "cpu", CPU_VERSION_PY)
    make_env(tmp_path / "gpu", CUDA_VERSION_PY)

    def run(env: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "hflint", "check", "a.py", "--python", env, "--no-cache"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "server")},
        ).stdout

    cpu = run("cpu")
    assert "HF360" in cpu and "AssertionError: Torch not compiled with CUDA enabled" in cpu
    assert "built without CUDA" in cpu.splitlines()[0]
    assert "HF360" not in run("gpu")


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_hf360_needs_a_build_without_cuda(release):
    def codes(torch):
        return [f.code for f in analyze(OFFLOADED, "a.py", Settings(transformers_version=release, torch=torch)).findings]

    assert codes(cpu_build()) == ["HF360"]
    assert codes(None) == []
    assert codes(TorchBuild("2.13.0+cu124", "12.4", None, ".venv", Path("v.py"))) == []
    assert codes(TorchBuild("2.13.0+rocm6.2", None, "6.2", ".venv", Path("v.py"))) == []


def test_is_available_picks_cpu_on_a_cpu_only_build():
    text = """import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
impl = "offloaded" if torch.cuda.is_available() else "dynamic"
gpus = torch.cuda.device_count()
out = model.generate(**enc, max_new_tokens=4 if gpus == 0 else 0, cache_implementation=impl)
"""
    cpu = analyze(text, "a.py", Settings(transformers_version="5.23.0", torch=cpu_build()))
    assert cpu.findings == []
    unknown = analyze(text, "a.py", Settings(transformers_version="5.23.0"))
    # (without the environment both arms stay possible: the zero budget may be passed)
    assert {f.code for f in unknown.findings} <= {"HF148"}
    assert all(f.severity.value == "warning" for f in unknown.findings)


def test_offloading_cache_objects():
    base = OFFLOADED.replace("AutoTokenizer\n", "AutoTokenizer, DynamicCache, StaticCache\n")

    def codes(cache: str, release: str = "5.23.0") -> list[str]:
        text = base.replace('cache_implementation="offloaded"', f"past_key_values={cache}")
        return [f.code for f in analyze(text, "a.py", Settings(transformers_version=release, torch=cpu_build())).findings]

    assert codes("DynamicCache(config=model.config, offloading=True)") == ["HF360"]
    assert codes("DynamicCache(config=model.config)") == []
    assert codes("DynamicCache(config=model.config, offloading=flag)".replace("flag", "bool(len(__name__))")) == []


def test_hf361_device_maps():
    def codes(device_map: str) -> list[str]:
        text = OFFLOADED.replace(
            'from_pretrained("openai-community/gpt2")\nenc',
            f'from_pretrained("openai-community/gpt2", device_map={device_map})\nenc',
        ).replace(', cache_implementation="offloaded"', "")
        return [f.code for f in analyze(text, "a.py", Settings(transformers_version="5.23.0", torch=cpu_build())).findings]

    assert codes('"cuda"') == ["HF361"]
    assert codes('"cuda:1"') == ["HF361"]
    assert codes('"auto"') == []
    assert codes('"cpu"') == []
    assert codes("0") == []  # (another error: RuntimeError, not judged)


def test_catalog_environment_is_checked(tmp_path):
    text = (REPO / "catalog" / "HF360.toml").read_text()
    bad = tmp_path / "HF360.toml"
    bad.write_text(text.replace('environment = "torch-without-cuda"', 'environment = "gpu"'))
    with pytest.raises(CatalogError, match="environment"):
        load_entry(bad)
    entry = CATALOG.get("HF360")
    assert entry.environment == "torch-without-cuda"
    assert recorded_torch(entry) is not None and recorded_torch(entry).cpu_only
    assert recorded_torch(CATALOG.get("HF101")) is None


def test_recall_scorer_takes_the_torch_the_labels_record():
    sys.path.insert(0, str(REPO / "benchmarks"))
    import recall

    assert recall.labels_torch({"releases": [], "scripts": {}}) is None
    assert recall.labels_torch({"torch": "2.13.0+cpu"}) is None
    cpu = recall.labels_torch({"torch": {"version": "2.13.0+cpu", "cuda": None, "hip": None}})
    assert cpu is not None and cpu.cpu_only and cpu.version == "2.13.0+cpu"
    cuda = recall.labels_torch({"torch": {"version": "2.13.0+cu124", "cuda": "12.4", "hip": None}})
    assert cuda is not None and not cuda.cpu_only
    # (the committed labels were made with the CPU wheel)
    assert recall.labels_torch(recall.load_labels()).cpu_only


ASSISTED = """from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
x = tok(["A short poem about autumn:"], return_tensors="pt")
model.generate(**x, assistant_model=assistant, CACHE, max_new_tokens=10, do_sample=False)
"""


@pytest.mark.parametrize(
    ("cache", "release", "code"),
    [
        ('cache_implementation="offloaded"', "4.57.6", None),  # (a dynamic cache for the main model)
        ('cache_implementation="offloaded"', "5.14.1", None),
        ('cache_implementation="offloaded"', "5.15.0", "HF360"),
        ('cache_implementation="offloaded_static"', "5.23.0", "HF102"),
        ('cache_implementation="offloaded_static"', "5.24.0", "HF360"),
        ("past_key_values=DynamicCache(config=model.config, offloading=True)", "4.57.6", "HF360"),
    ],
)
def test_assisted_offloading_as_the_runs_show(cache, release, code):
    text = ASSISTED.replace("CACHE", cache)
    found = {
        f.code
        for f in analyze(text, "a.py", Settings(transformers_version=release, torch=cpu_build())).findings
        if f.severity.value == "error"
    }
    assert found == ({code} if code else set())
