# classes: 4 3
"""Chat agent on a text-generation pipeline whose decoding defaults are a GenerationConfig
handed to pipeline(); each turn appends the tool output to the message history."""
from transformers import GenerationConfig, pipeline

AGENT_DEFAULTS = GenerationConfig(max_new_tokens=6, do_sample=False)


def clock_tool():
    return "it is ten"


def main():
    chat = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", generation_config=AGENT_DEFAULTS)
    messages = [{"role": "user", "content": "what time is it"}]
    for _ in range(2):
        out = chat(messages)
        messages = out[0]["generated_text"]
        messages.append({"role": "user", "content": "tool said: " + clock_tool()})
    print(messages[-2]["content"])


if __name__ == "__main__":
    main()
