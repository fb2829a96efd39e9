# classes: 8 7
"""An OpenAI-compatible wrapper around a local model for an agent framework: the
framework passes response_format={"type": "json_object"} for structured tool calls,
and the wrapper forwards every extra keyword to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class LocalChatModel:
    def __init__(self, model_id):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def __call__(self, messages, stop_sequences=None, **kwargs):
        inputs = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        generate_kwargs = {"max_new_tokens": 16, "do_sample": False}
        generate_kwargs.update(kwargs)
        out = self.model.generate(**inputs, **generate_kwargs)
        return self.tokenizer.decode(out[0, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)


def tool_call_step(llm, task):
    messages = [
        {"role": "system", "content": "Reply with a JSON object naming the tool and its arguments."},
        {"role": "user", "content": task},
    ]
    return llm(messages, response_format={"type": "json_object"})


if __name__ == "__main__":
    llm = LocalChatModel("HuggingFaceTB/SmolLM2-135M-Instruct")
    print(tool_call_step(llm, "tell me the weather in the garden"))
