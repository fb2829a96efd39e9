# classes: 8 3
"""Quiet smoke test: warnings are silenced so that the log stays readable even when settings are
odd; the preset sets a temperature while sampling is off."""
import warnings

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
PRESET = {"do_sample": False, "temperature": 0.3, "max_new_tokens": 5, "pad_token_id": tok.eos_token_id}


def smoke():
    enc = tok("Hello, my dog is", return_tensors="pt")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = model.generate(**enc, **PRESET)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(smoke())
