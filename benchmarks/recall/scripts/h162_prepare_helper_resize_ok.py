# classes: 7 8
"""A `prepare()` helper adds the pad token and resizes the model in one place; the batch job
only calls it."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def prepare(name: str):
    tok = AutoTokenizer.from_pretrained(name, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(name)
    if tok.add_special_tokens({"pad_token": "[PAD]"}) > 0:
        model.resize_token_embeddings(len(tok))
        model.generation_config.pad_token_id = tok.pad_token_id
    return tok, model


tok, model = prepare("microsoft/DialoGPT-small")
batch = tok(["hello", "tell me a story about the fox"], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=4)))
