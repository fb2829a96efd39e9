# classes: 6
"""Distillation targets with universal assisted decoding: Llama teacher, Qwen draft, both tokenizers passed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIR = {"teacher": "meta-llama/Llama-3.2-3B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct"}


def main():
    toks = {k: AutoTokenizer.from_pretrained(v) for k, v in PAIR.items()}
    models = {k: AutoModelForCausalLM.from_pretrained(v) for k, v in PAIR.items()}
    for prompt in ["tell me about cats", "the queen loved the garden"]:
        ids = toks["teacher"](prompt, return_tensors="pt").input_ids
        out = models["teacher"].generate(
            ids,
            assistant_model=models["draft"],
            tokenizer=toks["teacher"],
            assistant_tokenizer=toks["draft"],
            do_sample=False,
            max_new_tokens=8,
        )
        print(toks["teacher"].decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
