# classes: 6 2
"""Prompt-lookup decoding across attention families; state-space models decode plainly."""
from transformers import AutoModelForCausalLM, AutoTokenizer

ZOO = {
    "phi-3.5": ("microsoft/Phi-3.5-mini-instruct", True),
    "smollm2": ("HuggingFaceTB/SmolLM2-360M", True),
    "mamba": ("state-spaces/mamba-130m-hf", False),
    "llama2": ("meta-llama/Llama-2-7b-chat-hf", True),
}

DOC = "the quick brown fox jumps over the lazy dog. the quick brown fox"


def main():
    for name, (checkpoint, attention) in ZOO.items():
        tok = AutoTokenizer.from_pretrained(checkpoint)
        model = AutoModelForCausalLM.from_pretrained(checkpoint)
        enc = tok(DOC, return_tensors="pt")
        kwargs = {"max_new_tokens": 6}
        if attention:
            kwargs["prompt_lookup_num_tokens"] = 3
        out = model.generate(**enc, **kwargs)
        print(name, tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
