# classes: 4 9
"""Fine-tune SmolLM2 for one step and serve it through a text-generation pipeline with a draft.

The eval prompts go through the pipeline in batches of two.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

CKPT = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
PROMPTS = ["Write a haiku about rain.", "Name three fruits.", "What is 2+2?"]
BATCH_SIZE = 2


def one_step(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok("Name two colors. Red and blue.", return_tensors="pt")
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    model.eval()


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    one_step(model, tok)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    gen = pipeline("text-generation", model=model, tokenizer=tok, assistant_model=draft)
    for result in gen(PROMPTS, batch_size=BATCH_SIZE, max_new_tokens=6, do_sample=False):
        print(result[0]["generated_text"])


if __name__ == "__main__":
    main()
