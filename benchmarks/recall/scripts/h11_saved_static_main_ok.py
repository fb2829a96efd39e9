# classes: 6
"""Save a checkpoint whose generation config asks for a static cache, then speculate with it."""
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def snapshot_with_static_cache(model_id, out_dir: Path):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.generation_config.cache_implementation = "static"
    model.generation_config.max_new_tokens = 6
    model.save_pretrained(out_dir)
    AutoTokenizer.from_pretrained(model_id).save_pretrained(out_dir)
    return out_dir


def main():
    with tempfile.TemporaryDirectory() as tmp:
        path = snapshot_with_static_cache(BASE, Path(tmp) / "static-qwen")
        tok = AutoTokenizer.from_pretrained(path)
        model = AutoModelForCausalLM.from_pretrained(path)
        draft = AutoModelForCausalLM.from_pretrained(DRAFT)
        enc = tok("hello world", return_tensors="pt")
        model.generation_config.cache_implementation = None
        out = model.generate(**enc, assistant_model=draft)
        print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
