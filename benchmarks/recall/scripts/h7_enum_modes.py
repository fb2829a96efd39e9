"""Decoding modes as an Enum whose members carry the generate kwargs; the speculative mode pins a static cache."""
# classes: 5 7
import enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(enum.Enum):
    GREEDY = {"do_sample": False}
    SAMPLED = {"do_sample": True, "top_k": 20}
    SPECULATIVE = {"do_sample": False, "cache_implementation": "static"}

    @property
    def needs_draft(self):
        return self is Mode.SPECULATIVE


def run(mode: Mode, prompt: str):
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    kwargs = dict(mode.value, max_new_tokens=5)
    if mode.needs_draft:
        kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **kwargs)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for mode in (Mode.GREEDY, Mode.SPECULATIVE):
        print(mode.name, "->", run(mode, "hello world"))
