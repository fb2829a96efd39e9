# classes: 9
"""Helper from a forum thread that caps the total length at "prompt + budget", with the budget
read from a settings dict (four new tokens)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"checkpoint": "openai-community/gpt2", "budget": 4}
tok = AutoTokenizer.from_pretrained(SETTINGS["checkpoint"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["checkpoint"])


def complete(text):
    enc = tok(text, return_tensors="pt")
    limit = enc.input_ids.shape[1] + SETTINGS["budget"]
    return model.generate(**enc, max_length=limit, pad_token_id=tok.eos_token_id)


print(tok.decode(complete("Dry run of the pipeline:")[0]))
