# classes: 7 6
"""Self-speculation on a Pythia checkpoint: compare greedy output with and without early exit."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "EleutherAI/pythia-160m"


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32).eval()
    batch = tokenizer(["In the beginning"], return_tensors="pt")
    with torch.no_grad():
        baseline = model.generate(**batch, max_new_tokens=5, do_sample=False)
        drafted = model.generate(**batch, max_new_tokens=5, do_sample=False, assistant_early_exit=1)
    print("same:", torch.equal(baseline, drafted))


if __name__ == "__main__":
    main()
