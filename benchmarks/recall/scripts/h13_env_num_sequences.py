# classes: 3 8
"""Candidate generation for reranking: N samples per prompt, draft model to speed up."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

N_CANDIDATES = int(os.getenv("N_CANDIDATES", 4))
TEMPERATURE = float(os.getenv("TEMPERATURE", "0.8"))


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


tok, lm = load("EleutherAI/pythia-160m")
_, draft = load("EleutherAI/pythia-70m")

gen_config = GenerationConfig(
    do_sample=True,
    temperature=TEMPERATURE,
    num_return_sequences=N_CANDIDATES,
    max_new_tokens=8,
)
enc = tok("the king loved his garden", return_tensors="pt")
cands = lm.generate(**enc, generation_config=gen_config, assistant_model=draft)
print([tok.decode(c) for c in cands])
