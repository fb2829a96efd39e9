# classes: 7
"""Sampling with our own processor list: a temperature warper and a top-k warper built by hand,
plus the usual sampling flags so the defaults match what the UI shows."""
import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
)

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

processors = LogitsProcessorList([TemperatureLogitsWarper(0.7), TopKLogitsWarper(top_k=20)])

torch.manual_seed(0)
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    temperature=0.7,
    top_k=20,
    logits_processor=processors,
    max_new_tokens=8,
)
print(tok.decode(out[0], skip_special_tokens=True))
