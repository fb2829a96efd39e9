# classes: 2 1
"""Temperature sweep where T=0 means greedy: one decode instead of N samples."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
TEMPERATURES = (0.0, 0.7, 1.0)
N = 4

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
prompt = tok("Q: What is the capital of France?\nA:", return_tensors="pt")


def decode_kwargs(temperature):
    if temperature == 0.0:
        return {"do_sample": False, "num_return_sequences": 1}
    return {"do_sample": True, "temperature": temperature, "num_return_sequences": N}


table = []
for t in TEMPERATURES:
    kw = decode_kwargs(t)
    with torch.inference_mode():
        seqs = model.generate(**prompt, max_new_tokens=5, pad_token_id=tok.eos_token_id, **kw)
    distinct = len({tuple(s.tolist()) for s in seqs})
    table.append((t, seqs.shape[0], distinct))

for row in table:
    print("temperature=%.1f  samples=%d  distinct=%d" % row)
