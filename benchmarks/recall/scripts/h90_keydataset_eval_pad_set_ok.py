# classes: 4 6
"""KeyDataset batch evaluation with DistilGPT2 after giving the tokenizer a pad token (left padding)."""
from transformers import AutoTokenizer, pipeline
from transformers.pipelines.pt_utils import KeyDataset

RECORDS = [{"prompt": "The capital of France is"}, {"prompt": "Water boils at"}, {"prompt": "The largest planet is"}]

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilgpt2", padding_side="left")
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
generator = pipeline("text-generation", model="distilbert/distilgpt2", tokenizer=tokenizer, batch_size=4)

for out in generator(KeyDataset(RECORDS, "prompt"), max_new_tokens=6, do_sample=False):
    print(out[0]["generated_text"])
