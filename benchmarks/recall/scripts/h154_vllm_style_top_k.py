# classes: 8
"""Synthetic data script ported from vLLM: the sampling parameters keep vLLM's conventions
(top_k=-1 for "no top-k")."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
SAMPLING = {"temperature": 0.8, "top_p": 0.95, "top_k": -1, "max_tokens": 4, "n": 2}
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("a poem about the sky", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    temperature=SAMPLING["temperature"],
    top_p=SAMPLING["top_p"],
    top_k=SAMPLING["top_k"],
    max_new_tokens=SAMPLING["max_tokens"],
    num_return_sequences=SAMPLING["n"],
)
print(tok.batch_decode(out, skip_special_tokens=True))
