# classes: 3 8
"""Long-context RAG with a draft model; the agent config spells out the
dynamic cache that assisted decoding uses anyway."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenSettings:
    max_new_tokens: int = 8
    do_sample: bool = False
    cache_implementation: str = "dynamic"


PASSAGES = [
    "the king loved his garden once upon a time",
    "the fox jumps over the lazy dog",
    "a model can generate text fast with a draft",
]


def retrieve(q):
    return [p for p in PASSAGES if set(q.split()) & set(p.split())]


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    settings = GenSettings()
    question = "how to generate text fast"
    prompt = "\n".join(retrieve(question)) + "\nQ: " + question + "\nA:"
    inputs = tok(prompt, return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, pad_token_id=tok.eos_token_id, **asdict(settings))
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
