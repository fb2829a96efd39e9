"""Same run-folder layout, but the cache is switched back on before saving the SmolLM2 checkpoint."""
# classes: 6

import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"


def main():
    root = Path(tempfile.mkdtemp())
    tok = AutoTokenizer.from_pretrained(BASE)
    model = AutoModelForCausalLM.from_pretrained(BASE)
    model.generation_config.use_cache = False  # training
    model.generation_config.use_cache = True  # back on for inference
    out_dir = root / "export"
    model.save_pretrained(out_dir)
    reloaded = AutoModelForCausalLM.from_pretrained(str(out_dir))
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    enc = tok("hello world", return_tensors="pt")
    print(tok.decode(reloaded.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))


if __name__ == "__main__":
    main()
