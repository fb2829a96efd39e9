# classes: 5
"""Multi-turn chat that keeps the returned cache and sends only the new user message each
turn, assuming the cache remembers the rest."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

past = None
for user in ["the king lived in a garden with the queen and the dog and the cats", "why ?"]:
    enc = tok(user, return_tensors="pt")
    out = model.generate(
        **enc, past_key_values=past, max_new_tokens=6, do_sample=False, return_dict_in_generate=True
    )
    past = out.past_key_values
    print(tok.decode(out.sequences[0], skip_special_tokens=True))
