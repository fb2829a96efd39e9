"""gpt2-medium pipeline drafting with distilgpt2; batch_size given at call time for one prompt."""
# classes: 4

from transformers import pipeline


def run(prompts, batch_size):
    gen = pipeline("text-generation", model="openai-community/gpt2-medium", assistant_model="distilbert/distilgpt2")
    gen.tokenizer.pad_token = gen.tokenizer.eos_token
    return gen(prompts, batch_size=batch_size, max_new_tokens=5, do_sample=False)


if __name__ == "__main__":
    for res in run(["the quick brown fox"], batch_size=4):
        print(res[0]["generated_text"])
