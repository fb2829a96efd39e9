# classes: 7
"""Near miss: assisted decoding with a draft model and a banned-words list plus sampling."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

banned = tok(["lazy", "dog"], add_special_tokens=False).input_ids
enc = tok("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    bad_words_ids=banned,
    do_sample=True,
    top_p=0.9,
    max_new_tokens=10,
)
print(tok.decode(out[0], skip_special_tokens=True))
