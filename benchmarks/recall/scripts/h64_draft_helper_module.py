# classes: 6 9
"""`speculative.py` copied from the serving repo: one helper for assisted generation,
tuned with the assistant's confidence knobs."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def generate_with_draft(model, draft, **kw):
    """Assisted generation with sensible defaults for the draft."""
    gc = draft.generation_config
    gc.num_assistant_tokens = kw.pop("num_assistant_tokens", 5)
    gc.assistant_confidence_threshold = kw.pop("assistant_confidence_threshold", 0.4)
    kw.setdefault("max_new_tokens", 6)
    return model.generate(assistant_model=draft, **kw)


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


if __name__ == "__main__":
    tok, target = load("meta-llama/Llama-3.1-8B-Instruct")
    _, draft = load("meta-llama/Llama-3.2-1B-Instruct")
    enc = tok(["Explain speculative decoding briefly."], return_tensors="pt")
    out = generate_with_draft(target, draft, **enc, num_beams=2)
    print(tok.batch_decode(out, skip_special_tokens=True)[0])
