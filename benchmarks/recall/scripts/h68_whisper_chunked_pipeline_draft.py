# classes: 4 9
"""Long-form meeting transcription: chunked ASR pipeline, distil-whisper as the assistant to speed it up."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MODEL_ID = "openai/whisper-large-v3"
ASSISTANT_ID = "distil-whisper/distil-large-v3"

GENERATE_KWARGS = {"max_new_tokens": 8, "language": "en", "task": "transcribe"}


def make_pipe(batch_size=4):
    processor = AutoProcessor.from_pretrained(MODEL_ID)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL_ID, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT_ID, torch_dtype=torch.float32)
    return pipeline(
        "automatic-speech-recognition",
        model=model,
        tokenizer=processor.tokenizer,
        feature_extractor=processor.feature_extractor,
        chunk_length_s=30,
        batch_size=batch_size,
        generate_kwargs={**GENERATE_KWARGS, "assistant_model": assistant},
    )


if __name__ == "__main__":
    asr = make_pipe()
    minutes = np.zeros(16000 * 75, dtype=np.float32)  # 75 s of audio -> 3 chunks
    print(asr({"raw": minutes, "sampling_rate": 16000})["text"])
