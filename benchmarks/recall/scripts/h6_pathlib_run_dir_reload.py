"""Fine-tune-style run folder with pathlib: save the SmolLM2 model with its cache off, reload it and draft."""
# classes: 6 9

import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"


def train_stub(model):
    # gradient checkpointing runs want the KV cache off
    model.generation_config.use_cache = False
    model.config.use_cache = False
    return model


def main():
    run_dir = Path(tempfile.mkdtemp(prefix="smol-")) / "run-001"
    tok = AutoTokenizer.from_pretrained(BASE)
    model = train_stub(AutoModelForCausalLM.from_pretrained(BASE))
    model.save_pretrained(run_dir / "final")
    tok.save_pretrained(run_dir / "final")

    tuned = AutoModelForCausalLM.from_pretrained(run_dir / "final")
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    enc = tok("the quick brown fox", return_tensors="pt")
    out = tuned.generate(**enc, assistant_model=draft, max_new_tokens=6)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
