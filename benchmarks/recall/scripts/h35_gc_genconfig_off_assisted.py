# classes: 9 8
"""Two optimizer steps on SmolLM2 chat pairs, then speculative sampling for a demo.

The training helper turns the generation config's cache off (the notebook it was copied from
ran generate inside the loop to print samples) and nobody turns it back on.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
PAIRS = [("Hi", "Hello! How can I help?"), ("Bye", "Goodbye, have a nice day.")]


def prepare_for_training(model):
    model.gradient_checkpointing_enable()
    model.generation_config.use_cache = False
    model.config.use_cache = False
    model.train()


def train(model, tok, steps=2):
    prepare_for_training(model)
    opt = torch.optim.AdamW(model.parameters(), lr=5e-6)
    texts = [f"User: {q}\nAssistant: {a}" for q, a in PAIRS]
    batch = tok(texts, return_tensors="pt", padding=True)
    for step in range(steps):
        loss = model(**batch, labels=batch["input_ids"]).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"step {step} loss {loss.item():.3f}")
    model.eval()


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    train(model, tok)
    prompt = tok("User: Hi\nAssistant:", return_tensors="pt")
    out = model.generate(**prompt, assistant_model=draft, do_sample=True, top_p=0.9, max_new_tokens=8)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
