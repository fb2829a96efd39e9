# classes: 4 7
"""Service class around a text-generation pipeline; per-request generation kwargs are forwarded."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


class TextService:
    def __init__(self, model_id="HuggingFaceTB/SmolLM2-360M-Instruct", draft_id="HuggingFaceTB/SmolLM2-135M-Instruct"):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.pipe = pipeline(
            "text-generation",
            model=AutoModelForCausalLM.from_pretrained(model_id),
            tokenizer=self.tokenizer,
            assistant_model=AutoModelForCausalLM.from_pretrained(draft_id),
        )
        self.base_kwargs = {"max_new_tokens": 8, "do_sample": False}

    def run(self, prompt, **request_kwargs):
        gen_kwargs = {**self.base_kwargs, **request_kwargs}
        result = self.pipe(prompt, return_full_text=False, generate_kwargs=gen_kwargs)
        return result[0]["generated_text"]


service = TextService()


def handle(event):
    return {"statusCode": 200, "body": service.run(event["prompt"], **event.get("options", {}))}


if __name__ == "__main__":
    print(handle({"prompt": "Write a limerick about a cat.", "options": {"repetition_penalty": 1.2}}))
