# classes: 1 9
"""Title generation with beam search or prompt lookup, chosen by a JSON config.

Quality runs use beam search; the config keeps prompt lookup switched on for
the fast runs, and the quality mode adds beams on top of the same kwargs.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = json.loads('{"mode": "quality", "beams": 3, "lookup": 3, "max_new_tokens": 8}')
ARTICLES = [
    "Engineers at the port tested an electric crane that halves diesel use.",
    "The festival returns after three years with a larger music programme.",
]


def build_kwargs(cfg):
    kwargs = {"max_new_tokens": cfg["max_new_tokens"], "prompt_lookup_num_tokens": cfg["lookup"]}
    if cfg["mode"] == "quality":
        kwargs.update(num_beams=cfg["beams"], early_stopping=True)
    return kwargs


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    kwargs = build_kwargs(CONFIG)
    with open("titles.txt", "w") as fh:
        for art in ARTICLES:
            enc = tok(f"{art}\nTitle:", return_tensors="pt")
            out = model.generate(**enc, **kwargs)
            fh.write(tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True).strip() + "\n")


if __name__ == "__main__":
    main()
