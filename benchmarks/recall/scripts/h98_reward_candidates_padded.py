# classes: 4
"""Reward-model candidate generation with a pipeline; the GPT-2 tokenizer gets a pad token before batching."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

MODEL = "distilbert/distilgpt2"


def make_generator():
    tok = AutoTokenizer.from_pretrained(MODEL)
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    return pipeline("text-generation", model=model, tokenizer=tok)


def main():
    gen = make_generator()
    prompts = ["once upon a time", "the red fox", "tell me a story"]
    outputs = gen(prompts, batch_size=3, do_sample=True, top_p=0.9, num_return_sequences=2, max_new_tokens=8,
                  return_full_text=False)
    for p, cands in zip(prompts, outputs):
        print(p, [c["generated_text"] for c in cands])


if __name__ == "__main__":
    main()
