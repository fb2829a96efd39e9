# classes: 2 3
"""Evaluate a few decoding presets; each run gets its own copy of the preset."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = {
    "greedy": {"generate": {"max_new_tokens": 8, "do_sample": False}},
    "sampled": {"generate": {"max_new_tokens": 8, "do_sample": True, "top_k": 20}},
}

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
prompt = tok("tell me a story about the queen", return_tensors="pt")

results = {}
for name in ["greedy", "sampled"]:
    run_cfg = copy.deepcopy(PRESETS[name])
    if run_cfg["generate"]["do_sample"]:
        run_cfg["generate"].update(num_return_sequences=3)
    out = model.generate(**prompt, assistant_model=draft, **run_cfg["generate"])
    results[name] = tok.batch_decode(out)
print(results)
