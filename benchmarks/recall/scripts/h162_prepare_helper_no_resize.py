# classes: 7 8
"""A `prepare()` helper gives the tokenizer a [PAD] token and sets it on the generation config;
the batch job pads a list of prompts."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def prepare(name: str):
    tok = AutoTokenizer.from_pretrained(name, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(name)
    tok.add_special_tokens({"pad_token": "[PAD]"})
    model.generation_config.pad_token_id = tok.pad_token_id
    return tok, model


tok, model = prepare("microsoft/DialoGPT-small")
batch = tok(["hello", "tell me a story about the fox"], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=4)))
