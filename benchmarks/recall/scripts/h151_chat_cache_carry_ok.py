# classes: 5
"""Multi-turn RAG chat: each turn re-sends the whole conversation so far with the cache the
previous turn's generate returned."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

history = "the king lived in a garden . "
past = None
for user in ["who lived in the garden ?", "tell me more about the queen ."]:
    history += user + " "
    enc = tok(history, return_tensors="pt")
    out = model.generate(
        **enc, past_key_values=past, max_new_tokens=6, do_sample=False, return_dict_in_generate=True
    )
    past = out.past_key_values
    reply = tok.decode(out.sequences[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
    history = tok.decode(out.sequences[0], skip_special_tokens=True) + " "
    print(reply)
