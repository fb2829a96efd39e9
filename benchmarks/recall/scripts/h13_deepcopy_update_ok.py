# classes: 2 3
"""Evaluate a few decoding presets; the sampled preset draws several samples without the draft."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = {
    "greedy": {"generate": {"max_new_tokens": 8, "do_sample": False}, "speculative": True},
    "sampled": {"generate": {"max_new_tokens": 8, "do_sample": True, "top_k": 20}, "speculative": False},
}

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
prompt = tok("tell me a story about the queen", return_tensors="pt")

results = {}
for name in ["greedy", "sampled"]:
    run_cfg = copy.deepcopy(PRESETS[name])
    kwargs = run_cfg["generate"]
    if kwargs["do_sample"]:
        kwargs.update(num_return_sequences=3)
    if run_cfg["speculative"]:
        kwargs["assistant_model"] = draft
    out = model.generate(**prompt, **kwargs)
    results[name] = tok.batch_decode(out)
print(results)
