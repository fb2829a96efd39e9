# classes: 6 7
"""Universal assisted decoding: a Qwen draft for a Llama target."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.1-8B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


class CrossFamilySpeculator:
    def __init__(self, target_id=TARGET, draft_id=DRAFT):
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.draft_tokenizer = AutoTokenizer.from_pretrained(draft_id)
        self.model = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def __call__(self, prompt, max_new_tokens=6):
        inputs = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(
            **inputs,
            assistant_model=self.draft,
            tokenizer=self.tokenizer,
            assistant_tokenizer=self.draft_tokenizer,
            max_new_tokens=max_new_tokens,
            do_sample=False,
        )
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    spec = CrossFamilySpeculator()
    for prompt in ["hello world", "tell me a story"]:
        print(spec(prompt))
