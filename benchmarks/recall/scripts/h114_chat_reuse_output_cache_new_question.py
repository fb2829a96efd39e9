# classes: 5
"""Chat demo that keeps the KV cache returned by the first answer (`return_dict_in_generate=True`)
and hands `out.past_key_values` to the next, unrelated and shorter question to save the prefill."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

first = tok("Explain in two sentences why the sky looks blue during the day", return_tensors="pt")
out = model.generate(
    **first,
    max_new_tokens=12,
    do_sample=False,
    return_dict_in_generate=True,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out.sequences[0], skip_special_tokens=True))

past = out.past_key_values
second = tok("And at night?", return_tensors="pt")
reply = model.generate(**second, past_key_values=past, max_new_tokens=12, pad_token_id=tok.eos_token_id)
print(tok.decode(reply[0], skip_special_tokens=True))
