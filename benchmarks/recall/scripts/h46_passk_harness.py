# classes: 2
"""pass@k harness for a tiny code model; deterministic decoding for CI runs."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

K = int(os.environ.get("PASS_K", "5"))
CKPT = "openai-community/gpt2"

tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

cfg = GenerationConfig.from_model_config(model.config)
cfg.max_new_tokens = 32
cfg.num_return_sequences = K
cfg.pad_token_id = tok.eos_token_id

PROBLEMS = ["def add(a, b):\n", "def is_even(n):\n"]


def completions(prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=cfg)
    return tok.batch_decode(out, skip_special_tokens=True)


for p in PROBLEMS:
    cands = completions(p)
    print(p.strip(), len(cands))
