# classes: 2
"""How long should the prompt-lookup window be? One prompt at a time, cache on."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")

document = "the king loved the garden and the queen loved the garden and the king loved the"
inputs = tokenizer(document, return_tensors="pt")

SETTINGS = [
    {"prompt_lookup_num_tokens": 2},
    {"prompt_lookup_num_tokens": 5, "max_matching_ngram_size": 2},
    {"prompt_lookup_num_tokens": 10, "max_matching_ngram_size": 3, "do_sample": True},
]
for setting in SETTINGS:
    t0 = time.perf_counter()
    out = model.generate(**inputs, max_new_tokens=8, **setting)
    print(setting, f"{time.perf_counter() - t0:.3f}s", tokenizer.decode(out[0, inputs.input_ids.shape[1]:]))
