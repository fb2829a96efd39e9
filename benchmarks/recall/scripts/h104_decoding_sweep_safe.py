# classes: 2 7
"""Near miss: the same controlled-decoding sweep without the forced-words row."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

king = tok("king", add_special_tokens=False).input_ids
dog = tok("dog", add_special_tokens=False).input_ids

SETTINGS = [
    ("greedy", {}),
    ("no_repeat_3", {"no_repeat_ngram_size": 3}),
    ("ban_dog", {"bad_words_ids": [dog]}),
    ("bias_king", {"sequence_bias": {tuple(king): 5.0}}),
    ("beams_king", {"sequence_bias": {tuple(king): 5.0}, "num_beams": 3}),
    ("rep_penalty", {"repetition_penalty": 1.3}),
]

enc = tok("once upon a time there lived a", return_tensors="pt")
for name, kwargs in SETTINGS:
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id, **kwargs)
    print(f"{name:>12}: {tok.decode(out[0][enc.input_ids.shape[1]:])!r}")
