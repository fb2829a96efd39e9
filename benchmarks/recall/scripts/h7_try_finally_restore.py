"""Helper that temporarily edits model.generation_config in try/finally around a multi-sample assisted call."""
# classes: 7 9
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer


def generate_variants(model, draft, tok, prompt, n=2):
    if n < 1:
        return []
    saved = copy.deepcopy(model.generation_config)
    try:
        model.generation_config.do_sample = True
        model.generation_config.num_return_sequences = n
        model.generation_config.max_new_tokens = 5
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft)
        return tok.batch_decode(out, skip_special_tokens=True)
    finally:
        model.generation_config = saved


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    for v in generate_variants(model, draft, tok, "tell me about cats"):
        print(v)


if __name__ == "__main__":
    main()
