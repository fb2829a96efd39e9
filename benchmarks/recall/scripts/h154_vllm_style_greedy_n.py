# classes: 8 2
"""Synthetic data script ported from vLLM: each request's SamplingParams-like dict is mapped onto
generate arguments (temperature 0 meaning greedy)."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def to_generate_kwargs(p):
    kwargs = {"max_new_tokens": p["max_tokens"], "num_return_sequences": p.get("n", 1)}
    if p["temperature"] > 0:
        kwargs.update(do_sample=True, temperature=p["temperature"])
    else:
        kwargs["do_sample"] = False
    return kwargs


REQUESTS = [
    {"prompt": "the fox", "temperature": 0.7, "max_tokens": 3, "n": 2},
    {"prompt": "the dog", "temperature": 0.0, "max_tokens": 3, "n": 2},
]
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
for req in REQUESTS:
    enc = tok(req["prompt"], return_tensors="pt")
    out = model.generate(**enc, **to_generate_kwargs(req))
    print(tok.batch_decode(out, skip_special_tokens=True))
