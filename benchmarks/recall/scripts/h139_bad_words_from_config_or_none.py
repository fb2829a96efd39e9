# classes: 3 8
"""Agent guardrail settings: banned words become bad_words_ids, and no list at all is
passed when the settings ban nothing."""

from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GuardrailConfig:
    banned_words: list = field(default_factory=list)
    max_new_tokens: int = 8


def banned_ids(tok, words):
    ids = [tok(w, add_special_tokens=False).input_ids for w in words]
    return ids or None


if __name__ == "__main__":
    cfg = GuardrailConfig()
    tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
    model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
    msgs = [{"role": "user", "content": "tell me about the red fox"}]
    inputs = tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=cfg.max_new_tokens, bad_words_ids=banned_ids(tok, cfg.banned_words))
    print(tok.decode(out[0, inputs["input_ids"].shape[1] :]))
