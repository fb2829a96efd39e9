# classes: 7 8
"""An OpenAI-style wrapper for a local model: it maps max_tokens and stop to generate's
names and drops response_format (structured output is asked for in the system prompt)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

OPENAI_ONLY = ("response_format", "tool_choice", "tools", "n")


class LocalChatModel:
    def __init__(self, model_id):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def create(self, messages, **params):
        for key in OPENAI_ONLY:
            params.pop(key, None)
        gen = {"max_new_tokens": params.pop("max_tokens", 16)}
        stop = params.pop("stop", None)
        if stop:
            gen.update(stop_strings=stop, tokenizer=self.tokenizer)
        if params.get("temperature", 0) > 0:
            gen.update(do_sample=True, temperature=params["temperature"])
        inputs = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**inputs, **gen)
        return self.tokenizer.decode(out[0, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)


if __name__ == "__main__":
    llm = LocalChatModel("Qwen/Qwen2-0.5B-Instruct")
    msgs = [{"role": "user", "content": "tell me a story about dogs"}]
    print(llm.create(msgs, max_tokens=8, temperature=0.0, stop=["\n\n"], response_format={"type": "json_object"}))
