# classes: 8 1
"""Compares decoding modes by asking each for three candidates; the greedy row forgets that
greedy search can only return one sequence."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
enc = tok("The weather today is", return_tensors="pt")

def candidates(mode):
    if mode == "sample":
        return model.generate(**enc, do_sample=True, top_k=10, max_new_tokens=5, num_return_sequences=3)
    return model.generate(**enc, do_sample=False, max_new_tokens=5, num_return_sequences=3)

for mode in ("sample", "greedy"):
    outs = candidates(mode)
    print(mode, [tok.decode(o, skip_special_tokens=True) for o in outs])
