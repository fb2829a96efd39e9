# classes: 2
# Quality vs. speed matrix for the summarisation demo: (name, kwargs) pairs.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b")
lm = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
small = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

CONFIGS = [
    ("greedy", {}),
    ("greedy+draft", {"assistant_model": small}),
    ("beam4", {"num_beams": 4}),
    ("beam4+draft", {"num_beams": 4, "assistant_model": small}),
]

text = "the quick brown fox jumps over the lazy dog and the dog was not happy"
inputs = tok(text, return_tensors="pt")
for label, kwargs in CONFIGS:
    output = lm.generate(**inputs, max_new_tokens=8, **kwargs)
    print(f"[{label}]", tok.decode(output[0], skip_special_tokens=True))
